import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// BIGINT (int8) and NUMERIC come back as bigint / string, never as a lossy JS number
// (ARCHITECTURE.md, Money).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  pool: pg.Pool;
  /** Closes the pool after in-flight queries finish. */
  close(): Promise<void>;
}

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
  return { db, pool, close: () => db.destroy() };
}
