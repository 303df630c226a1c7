import { lockedBalanceSettingsSchema, type LockedBalanceSettings } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { getLockedBalanceSettings, setLockedBalanceSettings } from '../locked-balance-settings';

export const LOCKED_ADMIN_USAGE = `       npm run admin -- locked show
       npm run admin -- locked set key=value [key=value …] [--operator NAME]
                        (depositBonusPercentages takes comma-separated whole percentages)`;

export function isLockedAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'locked';
}

const KEYS = Object.keys(lockedBalanceSettingsSchema.shape) as Array<keyof LockedBalanceSettings>;

export function parseLockedSettingsPatch(pairs: string[]): Partial<LockedBalanceSettings> {
  if (pairs.length === 0) throw new Error(`locked set needs key=value\n${LOCKED_ADMIN_USAGE}`);
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at) as keyof LockedBalanceSettings;
    const value = pair.slice(at + 1).trim();
    if (at <= 0 || !KEYS.includes(key)) {
      throw new Error(`unknown setting ${JSON.stringify(pair)}; settings: ${KEYS.join(', ')}`);
    }
    patch[key] =
      key === 'depositBonusPercentages'
        ? value.split(',').map((v) => Number(v.trim()))
        : /^-?\d+$/.test(value)
          ? Number(value)
          : value;
  }
  return patch as Partial<LockedBalanceSettings>;
}

/**
 * `npm run admin -- locked show|set …` (issue 17; ADR 017): the locked balances' operator
 * settings (unlock rates, deposit bonus percentages and minimum), validated and audited.
 */
export async function runLockedAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, operator, print } = options;
  const [, action, ...rest] = positionals;
  const show = (settings: LockedBalanceSettings) => {
    for (const key of KEYS) {
      const value = settings[key];
      print(`${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
    }
  };
  if (action === 'show' && rest.length === 0) {
    show(await getLockedBalanceSettings(db));
    return;
  }
  if (action === 'set') {
    const parsed = lockedBalanceSettingsSchema.partial().safeParse(parseLockedSettingsPatch(rest));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`invalid ${issue?.path.join('.') ?? 'setting'}: ${issue?.message ?? ''}`);
    }
    print(`locked balance settings changed by ${operator} (audited):`);
    show(await setLockedBalanceSettings(db, parsed.data, operator));
    return;
  }
  throw new Error(LOCKED_ADMIN_USAGE);
}
