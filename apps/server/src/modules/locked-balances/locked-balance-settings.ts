import {
  DEFAULT_LOCKED_BALANCE_SETTINGS,
  lockedBalanceSettingsSchema,
  type LockedBalanceSettings,
} from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The locked balances' operator settings (ARCHITECTURE.md, Play events; ADR 017): one zod-typed
 * JSON row `operator_settings['locked-balances']`, defaults from DEFAULT_LOCKED_BALANCE_SETTINGS
 * for every field the row does not set, cached 5 s per process (the bet batch reads it on every
 * batch), like the rewards' settings (ADR 015).
 */

const KEY = 'locked-balances';
const CACHE_MS = 5_000;

const caches = new WeakMap<object, { settings: LockedBalanceSettings; at: number }>();

function parse(value: unknown): LockedBalanceSettings {
  const merged = {
    ...DEFAULT_LOCKED_BALANCE_SETTINGS,
    ...(value as Partial<LockedBalanceSettings> | null),
  };
  const parsed = lockedBalanceSettingsSchema.safeParse(merged);
  // A row that no longer parses falls back to the defaults rather than failing bets.
  return parsed.success ? parsed.data : DEFAULT_LOCKED_BALANCE_SETTINGS;
}

export async function getLockedBalanceSettings(db: DB): Promise<LockedBalanceSettings> {
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

/** Changes some settings (validated as a whole) and audits the change in `admin_audit`. */
export async function setLockedBalanceSettings(
  db: DB,
  patch: Partial<LockedBalanceSettings>,
  operator: string,
): Promise<LockedBalanceSettings> {
  const settings = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('operator_settings')
      .select('value')
      .where('key', '=', KEY)
      .forUpdate()
      .executeTakeFirst();
    const before = parse(row?.value ?? null);
    const next = lockedBalanceSettingsSchema.parse({ ...before, ...patch });
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
        action: 'locked_balances_settings',
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

/** Forgets the cached settings (tests that change the row). */
export function forgetLockedBalanceSettings(db: DB): void {
  caches.delete(db);
}
