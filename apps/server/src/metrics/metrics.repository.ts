import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The scrape-time reads (docs/decisions/053-metrics.md): three small queries, run at most once
 * per cache period however often Prometheus scrapes, never on a request's path.
 */

/**
 * Jobs waiting (created, retry) or running (active) per pg-boss queue and state, 0 included for
 * every queue pg-boss knows (an empty queue is a value, not a gap); empty when pg-boss never ran
 * here. Completed and failed jobs are history pg-boss keeps for days: not a queue.
 */
export async function jobQueueDepths(db: DB) {
  const found = await sql<{ found: string | null }>`
    SELECT to_regclass('pgboss.queue')::text AS found
  `.execute(db);
  if (!found.rows[0]?.found) return [];
  const result = await sql<{ name: string; state: string; n: number }>`
    SELECT q.name, s.state, count(j.id)::int AS n
    FROM pgboss.queue q
    CROSS JOIN (VALUES ('created'), ('retry'), ('active')) AS s(state)
    LEFT JOIN pgboss.job j ON j.name = q.name AND j.state = s.state::pgboss.job_state
    GROUP BY q.name, s.state
  `.execute(db);
  return result.rows;
}

/** Each chain watcher's saved cursor, the node's tip at that scan, and when it was saved. */
export async function watcherCursors(db: DB) {
  const result = await sql<{
    network: string;
    cursor: string;
    tip_height: string | null;
    seconds_since_scan: number;
  }>`
    SELECT network, cursor, tip_height::text AS tip_height,
      extract(epoch FROM now() - updated_at)::float8 AS seconds_since_scan
    FROM payment_watch_cursors
  `.execute(db);
  return result.rows;
}

/** Outbox messages still to deliver, the age of the oldest, and those set aside as failed. */
export async function outboxBacklog(db: DB) {
  const result = await sql<{ pending: number; failed: number; oldest_age: number | null }>`
    SELECT
      count(*) FILTER (WHERE failed_at IS NULL)::int AS pending,
      count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
      extract(epoch FROM now() - min(created_at) FILTER (WHERE failed_at IS NULL))::float8
        AS oldest_age
    FROM outbox
  `.execute(db);
  return result.rows[0] ?? { pending: 0, failed: 0, oldest_age: null };
}
