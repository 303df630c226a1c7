import { sql } from 'kysely';
import pg from 'pg';
import type { DB } from '#app/db/database';
import { sleep, type CrashLog } from './crash-engine';

/**
 * Exactly one crash engine across replicas (issue 7): the leader holds a session-level
 * PostgreSQL advisory lock on a connection of its own. Every replica tries the lock every
 * `retryMs`; the leader checks its connection every `heartbeatMs`. When the leader's process
 * dies or its connection is cut, PostgreSQL ends the session and frees the lock, and another
 * replica takes over within about `retryMs` (TCP keepalives, set on the session, make the
 * database notice a vanished host within seconds too).
 */

/** pg_try_advisory_lock key: the bytes of "tengu-cr" as an int8. */
export const CRASH_LOCK_KEY = '8387230826577716082';

/** One database session that can hold the lock. */
interface LockSession {
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  /** Waits about `ms`, then proves the session is alive (a failure aborts `lost`). */
  heartbeat(ms: number, signal: AbortSignal): Promise<void>;
  /** Aborts when the session is lost. */
  lost: AbortSignal;
  close(): Promise<void>;
}

const KEEPALIVE_SQL =
  'SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3;';

/**
 * The lock session's name in pg_stat_activity: `tengu-<role>`, or `<replica>/<role>` when the
 * replica names its sessions (DATABASE_URL's `application_name`), so an operator (or a test)
 * sees which replica leads.
 */
export function leaderSessionName(connectionString: string, role: string): string {
  let replica: string | null = null;
  try {
    replica = new URL(connectionString).searchParams.get('application_name');
  } catch {
    replica = null;
  }
  return (replica ? `${replica}/${role}` : `tengu-${role}`).slice(0, 63);
}

/** A dedicated connection (DATABASE_URL known): the normal way. */
async function clientSession(connectionString: string, role: string): Promise<LockSession> {
  const lost = new AbortController();
  const client = new pg.Client({
    connectionString,
    keepAlive: true,
    connectionTimeoutMillis: 5000,
  });
  client.on('error', () => lost.abort());
  client.on('end', () => lost.abort());
  await client.connect();
  await client.query(KEEPALIVE_SQL);
  await client.query("SELECT set_config('application_name', $1, false)", [
    leaderSessionName(connectionString, role),
  ]);
  const query = async (text: string, params?: unknown[]) => {
    try {
      return (await client.query(text, params)).rows as Array<Record<string, unknown>>;
    } catch (error) {
      lost.abort();
      throw error;
    }
  };
  return {
    query,
    async heartbeat(ms, signal) {
      await sleep(ms, signal);
      if (!signal.aborted) await query('SELECT 1').catch(() => undefined);
    },
    lost: lost.signal,
    close: () => client.end().catch(() => undefined),
  };
}

/**
 * Without a connection string (the embedded database of `npm start`, whose URL only main.ts
 * knows), a connection is borrowed from the pool for as long as the session lives.
 */
async function pooledSession(db: DB): Promise<LockSession> {
  const lost = new AbortController();
  let release: () => void = () => undefined;
  let ready: (session: LockSession) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const session = new Promise<LockSession>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  const held = db
    .connection()
    .execute(async (conn) => {
      const run = async (text: string, params: unknown[] = []) => {
        const result = await sql.raw<Record<string, unknown>>(inline(text, params)).execute(conn);
        return result.rows;
      };
      await run(KEEPALIVE_SQL);
      const query = (text: string, params?: unknown[]) =>
        run(text, params).catch((error: unknown) => {
          lost.abort();
          throw error;
        });
      ready({
        query,
        // A pooled client has no error listener while borrowed: keep a query in flight (the
        // sleep) so that a cut connection fails that query instead of crashing the process.
        heartbeat: async (ms) => {
          await query(`SELECT pg_sleep(${Math.max(ms, 10) / 1000})`).catch(() => undefined);
        },
        lost: lost.signal,
        close: async () => {
          // Ends the session so the lock is freed even though the connection goes back to the pool.
          await run('SELECT pg_advisory_unlock_all()').catch(() => undefined);
          release();
          await held;
        },
      });
      await new Promise<void>((resolve) => (release = resolve));
    })
    .catch((error: unknown) => {
      lost.abort();
      failed(error);
    });
  return session;
}

/** Only the lock key and fixed text go through here; no user input. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1])}'`);
}

export interface LeaderElection {
  isLeader(): boolean;
  /** The leader session's backend pid (for tests that cut it), null when not leading. */
  lockPid(): number | null;
  /** Stops leading (the engine stops at once) and releases the lock. */
  stop(): Promise<void>;
}

export function startLeaderElection(options: {
  db: DB;
  connectionString?: string | undefined;
  retryMs: number;
  heartbeatMs: number;
  log: CrashLog;
  lead: (signal: AbortSignal) => Promise<void>;
  /** Another engine's own lock (the sportsbook feed, ADR 038); default the crash engine's. */
  lockKey?: string;
  /** What the log lines call the engine. */
  name?: string;
  /** The lock session's role in its application_name (default `crash-leader`). */
  sessionRole?: string;
}): LeaderElection {
  const lockKey = options.lockKey ?? CRASH_LOCK_KEY;
  const name = options.name ?? 'crash engine';
  const stopping = new AbortController();
  let leading = false;
  let pid: number | null = null;

  async function holdOnce(): Promise<void> {
    const session = options.connectionString
      ? await clientSession(options.connectionString, options.sessionRole ?? 'crash-leader')
      : await pooledSession(options.db);
    try {
      // A follower asks once and gives the session back; the outer loop asks again later.
      const [row] = await session.query(
        'SELECT pg_try_advisory_lock($1::bigint) AS ok, pg_backend_pid() AS pid',
        [lockKey],
      );
      if (row?.['ok'] !== true || stopping.signal.aborted) return;
      pid = Number(row['pid']);
      leading = true;
      options.log.info(`${name}: leading (lock session ${pid})`);
      const stop = new AbortController();
      const engine = options.lead(stop.signal);
      const lostOrStopping = AbortSignal.any([stopping.signal, session.lost]);
      while (!lostOrStopping.aborted) await session.heartbeat(options.heartbeatMs, lostOrStopping);
      stop.abort();
      await engine;
      options.log.info(`${name}: stopped leading`);
    } finally {
      leading = false;
      pid = null;
      await session.close();
    }
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        await holdOnce();
      } catch (error) {
        if (!stopping.signal.aborted)
          options.log.warn({ err: error }, `${name}: leader session failed`);
      }
      await sleep(options.retryMs, stopping.signal);
    }
  })();

  return {
    isLeader: () => leading,
    lockPid: () => pid,
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
