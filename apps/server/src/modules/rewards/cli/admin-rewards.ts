import { rewardSettingsSchema, type RewardSettings } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { grantGift } from '../gifts.operator';
import { getRewardSettings, setRewardSettings } from '../reward-settings';

export const REWARDS_ADMIN_USAGE = `       npm run admin -- rewards show
       npm run admin -- rewards set key=value [key=value …] [--operator NAME]
                        (dailyDollarsByLevel takes 41 comma-separated dollar amounts)
       npm run admin -- rewards gift --user NAME --type credits|freebets --amount 5 --reason "..." [--operator NAME]`;

export function isRewardsAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'rewards';
}

const KEYS = Object.keys(rewardSettingsSchema.shape) as Array<keyof RewardSettings>;

/** `key=value` pairs → a settings patch: numbers as numbers, the per-level list split on commas. */
export function parseSettingsPatch(pairs: string[]): Partial<RewardSettings> {
  if (pairs.length === 0) throw new Error(`rewards set needs key=value\n${REWARDS_ADMIN_USAGE}`);
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at) as keyof RewardSettings;
    const value = pair.slice(at + 1).trim();
    if (at <= 0 || !KEYS.includes(key)) {
      throw new Error(`unknown setting ${JSON.stringify(pair)}; settings: ${KEYS.join(', ')}`);
    }
    if (key === 'dailyDollarsByLevel') patch[key] = value.split(',').map((v) => v.trim());
    else patch[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return patch as Partial<RewardSettings>;
}

function show(settings: RewardSettings, print: (line: string) => void) {
  for (const key of KEYS) {
    const value = settings[key];
    print(`${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  }
}

/**
 * `npm run admin -- rewards …` (issue 16; docs/decisions/015-rewards.md): shows and changes the
 * rewards' operator settings (validated as a whole by rewardSettingsSchema, audited), and gives a
 * player a gift. Prints one line per result; throws with a readable message on a refusal.
 */
export async function runRewardsAdminCommand(options: {
  db: DB;
  positionals: string[];
  values: { user?: string; type?: string; amount?: string; reason?: string };
  operator: string;
  print: (line: string) => void;
  /** Where the gift's events go (the command line: through the database to the servers). */
  realtime?: Realtime | null;
}): Promise<void> {
  const { db, positionals, values, operator, print } = options;
  const [, action, ...rest] = positionals;
  if (action === 'show' && rest.length === 0) {
    show(await getRewardSettings(db), print);
    return;
  }
  if (action === 'set') {
    const patch = parseSettingsPatch(rest);
    const parsed = rewardSettingsSchema.partial().safeParse(patch);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`invalid ${issue?.path.join('.') ?? 'setting'}: ${issue?.message ?? ''}`);
    }
    const settings = await setRewardSettings(db, parsed.data, operator);
    print(`rewards settings changed by ${operator} (audited):`);
    show(settings, print);
    return;
  }
  if (action === 'gift' && rest.length === 0) {
    if (!values.user || !values.type || !values.amount || !values.reason) {
      throw new Error(`--user, --type, --amount and --reason are required\n${REWARDS_ADMIN_USAGE}`);
    }
    const granted = await grantGift({
      db,
      realtime: options.realtime ?? null,
      operator,
      username: values.user,
      type: values.type,
      amount: values.amount,
      reason: values.reason,
    });
    print(
      `gift ${granted.gift.id}: ${granted.gift.value} ${granted.gift.reward_type} for ` +
        `${granted.username} (audit ${granted.auditId}); the player sees it on the next fetch`,
    );
    return;
  }
  throw new Error(REWARDS_ADMIN_USAGE);
}
