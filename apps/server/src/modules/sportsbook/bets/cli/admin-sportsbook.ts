import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import type { DB } from '#app/db/database';
import {
  getSportsBetSettings,
  setSportsBetSettings,
  sportsBetSettingsSchema,
  type SportsBetSettings,
} from '../sports-bet-settings';

/**
 * `npm run admin -- sportsbook show|set key=value …` (issue 21; ADR 038, "Bets, settlement,
 * cash-out"): the bet limits in dollars, the cash-out margin in basis points. Validated as a
 * whole, audited as `sportsbook_settings`.
 */
export const SPORTSBOOK_ADMIN_USAGE = `       npm run admin -- sportsbook show
       npm run admin -- sportsbook set key=value [key=value …] [--operator NAME]
                        (minStake, maxStake, maxPayout, marketLiability in dollars; cashOutMarginBp)`;

export function isSportsbookAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'sportsbook';
}

const KEYS = Object.keys(sportsBetSettingsSchema.shape) as Array<keyof SportsBetSettings>;
const MONEY_KEYS: ReadonlySet<string> = new Set([
  'minStake',
  'maxStake',
  'maxPayout',
  'marketLiability',
]);

/** `key=value` pairs → a patch: dollar amounts to units, the margin as a number. */
export function parseSportsbookPatch(pairs: string[]): Partial<SportsBetSettings> {
  if (pairs.length === 0)
    throw new Error(`sportsbook set needs key=value\n${SPORTSBOOK_ADMIN_USAGE}`);
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1).trim();
    if (at <= 0 || !(KEYS as string[]).includes(key)) {
      throw new Error(`unknown setting ${JSON.stringify(pair)}; settings: ${KEYS.join(', ')}`);
    }
    if (MONEY_KEYS.has(key)) {
      if (!/^\d{1,12}(\.\d{1,8})?$/.test(value)) throw new Error(`${key} must be a dollar amount`);
      patch[key] = decimalToUnits(value).toString();
    } else {
      patch[key] = Number(value);
    }
  }
  const parsed = sportsBetSettingsSchema.partial().safeParse(patch);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid ${issue?.path.join('.') ?? 'setting'}: ${issue?.message ?? ''}`);
  }
  return parsed.data;
}

function show(settings: SportsBetSettings, print: (line: string) => void) {
  for (const key of KEYS) {
    const value = settings[key];
    print(`${key}=${MONEY_KEYS.has(key) ? unitsToDecimal(BigInt(value)) : String(value)}`);
  }
}

export async function runSportsbookAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, operator, print } = options;
  const [, action, ...rest] = positionals;
  if (action === 'show' && rest.length === 0) {
    show(await getSportsBetSettings(db), print);
    return;
  }
  if (action === 'set') {
    const settings = await setSportsBetSettings(db, parseSportsbookPatch(rest), operator);
    print(`sportsbook settings changed by ${operator} (audited):`);
    show(settings, print);
    return;
  }
  throw new Error(`unknown sportsbook command\n${SPORTSBOOK_ADMIN_USAGE}`);
}
