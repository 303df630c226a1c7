import { DEFAULT_RAFFLE_SETTINGS, raffleSettingsSchema, type RaffleSettings } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The raffle's operator settings (ARCHITECTURE.md, Play events; docs/decisions/018-raffle.md):
 * one zod-typed JSON row `operator_settings.raffle`, defaults from DEFAULT_RAFFLE_SETTINGS for
 * every field the row does not set, cached 5 s per process (like the rewards' settings).
 */

const KEY = 'raffle';
const CACHE_MS = 5_000;

const caches = new WeakMap<object, { settings: RaffleSettings; at: number }>();

function parse(value: unknown): RaffleSettings {
  const merged = { ...DEFAULT_RAFFLE_SETTINGS, ...(value as Partial<RaffleSettings> | null) };
  const parsed = raffleSettingsSchema.safeParse(merged);
  // A row that no longer parses (an older shape) falls back to the defaults.
  return parsed.success ? parsed.data : DEFAULT_RAFFLE_SETTINGS;
}

export async function getRaffleSettings(db: DB): Promise<RaffleSettings> {
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
 * Changes some settings (validated as a whole), writes `admin_audit` (action `raffle_settings`)
 * with the old and new values in the same transaction, and refreshes this process's cache.
 */
export async function setRaffleSettings(
  db: DB,
  patch: Partial<RaffleSettings>,
  operator: string,
): Promise<RaffleSettings> {
  const settings = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('operator_settings')
      .select('value')
      .where('key', '=', KEY)
      .forUpdate()
      .executeTakeFirst();
    const before = parse(row?.value ?? null);
    const next = raffleSettingsSchema.parse({ ...before, ...patch });
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
        action: 'raffle_settings',
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
