import { DEFAULT_REWARD_SETTINGS, rewardSettingsSchema, type RewardSettings } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The rewards' operator settings (ARCHITECTURE.md, Play events; docs/decisions/015-rewards.md):
 * one zod-typed JSON row `operator_settings.rewards`, defaults from DEFAULT_REWARD_SETTINGS for
 * every field the row does not set. Cached per process for a few seconds (the bet batch reads it
 * on every batch); a change made here is seen at once by this process and within the cache's
 * lifetime by the others.
 */

const KEY = 'rewards';
const CACHE_MS = 5_000;

interface Cached {
  settings: RewardSettings;
  at: number;
}
const caches = new WeakMap<object, Cached>();

function parse(value: unknown): RewardSettings {
  const merged = { ...DEFAULT_REWARD_SETTINGS, ...(value as Partial<RewardSettings> | null) };
  const parsed = rewardSettingsSchema.safeParse(merged);
  // A row that no longer parses (an older shape) falls back to the defaults rather than failing bets.
  return parsed.success ? parsed.data : DEFAULT_REWARD_SETTINGS;
}

/** The current settings (cached for 5 s per database handle). */
export async function getRewardSettings(db: DB): Promise<RewardSettings> {
  const cached = caches.get(db);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.settings;
  const row = await db
    .selectFrom('operator_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  const settings = parse(row?.value ?? null);
  caches.set(db, { settings, at: Date.now() });
  return settings;
}

/**
 * Changes some settings (validated as a whole), writes `admin_audit` with the old and new values,
 * and refreshes this process's cache. Throws the zod error on a bad value.
 */
export async function setRewardSettings(
  db: DB,
  patch: Partial<RewardSettings>,
  operator: string,
): Promise<RewardSettings> {
  const settings = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('operator_settings')
      .select('value')
      .where('key', '=', KEY)
      .forUpdate()
      .executeTakeFirst();
    const before = parse(row?.value ?? null);
    const next = rewardSettingsSchema.parse({ ...before, ...patch });
    await trx
      .insertInto('operator_settings')
      .values({ key: KEY, value: JSON.stringify(next), updated_by: operator })
      .onConflict((c) =>
        c.column('key').doUpdateSet({
          value: JSON.stringify(next),
          updated_by: operator,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
    await trx
      .insertInto('admin_audit')
      .values({
        operator,
        action: 'rewards_settings',
        target_user_id: null,
        details: JSON.stringify({ before, after: next }),
        ledger_entry_id: null,
      })
      .execute();
    return next;
  });
  caches.set(db, { settings, at: Date.now() });
  return settings;
}

/** Forgets the cached settings (tests that change the row directly). */
export function forgetRewardSettings(db: DB): void {
  caches.delete(db);
}
