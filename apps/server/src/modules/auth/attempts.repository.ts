import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * Attempt counters in fixed windows, in PostgreSQL: every replica counts together, with or
 * without REDIS_URL. A key always has the same window length (the caller's).
 */

const interval = (seconds: number) => sql<string>`make_interval(secs => ${seconds})`;

export async function countAttempts(db: DB, key: string, windowSeconds = 60): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '>', sql<Date>`now() - ${interval(windowSeconds)}`)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Adds one and returns the count in the current window (exactly one caller sees each value). */
export async function addAttempt(db: DB, key: string, windowSeconds = 60): Promise<number> {
  const expired = sql<boolean>`auth_attempts.window_start <= now() - ${interval(windowSeconds)}`;
  const row = await sql<{ count: number }>`
    INSERT INTO auth_attempts (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${expired} THEN 1 ELSE auth_attempts.count + 1 END,
      window_start = CASE WHEN ${expired} THEN now() ELSE auth_attempts.window_start END
    RETURNING count`.execute(db);
  return row.rows[0]?.count ?? 1;
}

/** Drops windows that ended (the longest window is one hour). */
export async function deleteStaleAttempts(db: DB): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where('window_start', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
