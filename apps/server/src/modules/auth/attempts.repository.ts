import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/** Per-account attempt counters in fixed one-minute windows (shared by every replica). */

export async function countAttempts(db: DB, key: string): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function addAttempt(db: DB, key: string): Promise<number> {
  const row = await sql<{ count: number }>`
    INSERT INTO auth_attempts (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN auth_attempts.window_start <= now() - interval '1 minute'
                   THEN 1 ELSE auth_attempts.count + 1 END,
      window_start = CASE WHEN auth_attempts.window_start <= now() - interval '1 minute'
                          THEN now() ELSE auth_attempts.window_start END
    RETURNING count`.execute(db);
  return row.rows[0]?.count ?? 1;
}

export async function deleteStaleAttempts(db: DB): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where('window_start', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
