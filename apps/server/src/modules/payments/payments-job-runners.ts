import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '#app/db/database';

/**
 * Ticks left 'active' by a server that died (issue 25 item 3, found by the chaos test). The tick
 * queues are "stately" — one active tick per network across replicas — so a server SIGKILLed in
 * the middle of a tick left its job active until pg-boss expired it (5 minutes, then up to 2 more
 * for its maintenance): that network's deposits waited all that time.
 *
 * Each job runner (one per server process) holds a session advisory lock named by its random id
 * for as long as it lives, and writes its id into every tick job it starts. A process that dies
 * loses its session and with it the lock; the next feed of any runner sees an active tick whose
 * runner's lock is free, fails that job, and the network's next tick runs at once.
 */

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The advisory-lock class of payments job runners (two-key form; objid = hashtext(runner)). */
const RUNNER_LOCK_CLASS = 7_025_003;
/** A tick fetched by a runner that died before writing its id: orphaned after this long. */
const UNMARKED_ORPHAN_SECONDS = 30;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * Holds the runner's lock on a connection of its own, checked every second; a lost connection
 * (a database restart) is replaced and the lock taken again. `held` resolves once it is taken.
 */
export function holdRunnerLock(
  db: DB,
  runner: string,
  log: Log,
): { held: Promise<void>; stop(): Promise<void> } {
  const stopping = new AbortController();
  let isHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (isHeld = resolve));
  const done = (async () => {
    while (!stopping.signal.aborted) {
      try {
        await db.connection().execute(async (conn) => {
          await sql`SELECT pg_advisory_lock(${RUNNER_LOCK_CLASS}, hashtext(${runner}))`.execute(
            conn,
          );
          isHeld();
          while (!stopping.signal.aborted) {
            await sleep(1000, stopping.signal);
            await sql`SELECT 1`.execute(conn);
          }
          await sql`SELECT pg_advisory_unlock(${RUNNER_LOCK_CLASS}, hashtext(${runner}))`.execute(
            conn,
          );
        });
      } catch (error) {
        if (!stopping.signal.aborted) {
          log.warn({ err: error }, 'payments job runner: lost its lock session, taking it again');
          await sleep(1000, stopping.signal);
        }
      }
    }
  })();
  return {
    held,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}

/** Writes the runner's id into a tick job it has just started. */
export async function markTickRunner(db: DB, job: { id: string; name: string }, runner: string) {
  await sql`UPDATE pgboss.job SET output = jsonb_build_object('runner', ${runner}::text)
             WHERE name = ${job.name} AND id = ${job.id}::uuid AND state = 'active'`.execute(db);
}

async function isRunnerGone(db: DB, runner: string): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ got: boolean }>`
      SELECT pg_try_advisory_lock(${RUNNER_LOCK_CLASS}, hashtext(${runner})) AS got`.execute(conn);
    const got = rows[0]?.got === true;
    if (got) {
      await sql`SELECT pg_advisory_unlock(${RUNNER_LOCK_CLASS}, hashtext(${runner}))`.execute(conn);
    }
    return got;
  });
}

/** Fails the active tick jobs whose runner is gone; returns how many. */
export async function failOrphanedTicks(options: {
  db: DB;
  boss: PgBoss;
  queues: string[];
  runner: string;
  log: Log;
}): Promise<number> {
  const { db, runner } = options;
  if (options.queues.length === 0) return 0;
  const { rows } = await sql<{ id: string; name: string; runner: string | null; age: number }>`
    SELECT id::text, name, output->>'runner' AS runner,
           extract(epoch FROM now() - started_on)::float8 AS age
      FROM pgboss.job WHERE name = ANY(${options.queues}::text[]) AND state = 'active'`.execute(db);
  let failed = 0;
  for (const job of rows) {
    if (job.runner === runner) continue;
    const isOrphan =
      job.runner === null ? job.age > UNMARKED_ORPHAN_SECONDS : await isRunnerGone(db, job.runner);
    if (!isOrphan) continue;
    await options.boss.fail(job.name, job.id, { reason: 'its server stopped during the tick' });
    options.log.warn(
      { queue: job.name, job: job.id },
      'payments tick orphaned by a stopped server: failed',
    );
    failed += 1;
  }
  return failed;
}
