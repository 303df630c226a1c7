import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// BIGINT (int8) and NUMERIC come back as bigint / string, never as a lossy JS number
// (ARCHITECTURE.md, Money).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type DB = Kysely<Database>;

/**
 * Beside each database handle, a small pool of *pipelined* connections (node-pg's pipeline
 * mode: statements are sent without waiting for the previous answer). Work that issues several
 * independent statements at once — a coalesced batch of bets: BEGIN and its locks, then its
 * writes and COMMIT — pays one round trip for each group instead of one per statement
 * (docs/decisions/012-coalesced-bets.md). Created on first use.
 */
const pipelines = new WeakMap<DB, () => DB>();

export function pipelinedOf(db: DB): DB | undefined {
  return pipelines.get(db)?.();
}

export interface DatabaseHandle {
  db: DB;
  pool: pg.Pool;
  /** Closes the pool after in-flight queries finish. */
  close(): Promise<void>;
}

/** Pipelined connections per handle: one per batch of bets in flight. */
export const PIPELINED_CONNECTIONS = 3;

export function createDatabase(options: {
  connectionString: string;
  poolSize?: number;
  onError?: (error: Error) => void;
}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let pipelined: DB | undefined;
  pipelines.set(db, () => {
    if (!pipelined) {
      const pipelinedPool = new pg.Pool({
        connectionString: options.connectionString,
        max: PIPELINED_CONNECTIONS,
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 30_000,
        pipeline: true,
      } as pg.PoolConfig);
      pipelinedPool.on('error', (error) => options.onError?.(error));
      pipelined = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pipelinedPool }) });
    }
    return pipelined;
  });
  return {
    db,
    pool,
    close: async () => {
      await Promise.all([db.destroy(), pipelined?.destroy()]);
    },
  };
}
