import { Kysely, PostgresDialect, type CompiledQuery, type Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { observePoolWait, type PoolName } from '#app/metrics/instruments';
import { noteConnectionLost } from './connection-lost';
import { StatementGroup, type GroupStatement, type StatementOutcome } from './statement-group';
import type { Database } from './schema';

// BIGINT (int8) and NUMERIC come back as bigint / string, never as a lossy JS number
// (ARCHITECTURE.md, Money).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type DB = Kysely<Database>;

/**
 * One SQL statement, compiled, with what its rows mean: the same statement runs on a handle or
 * transaction (`runStatement`) or is sent down a pipeline with others (`Pipeline.run`).
 */
export interface Statement<Row, Result> {
  query: CompiledQuery<Row>;
  read: (rows: Row[]) => Result;
}

const statementNames = new Map<string, string>();

/**
 * The prepared-statement name of a pipelined statement with parameters: one per SQL text, so
 * that each pipelined connection parses it once and PostgreSQL can keep its plan. The bet batch's
 * statements are planned far more often than they need: the rewards' accrual took ≈ 3 ms to plan
 * and 0.5 ms to run. Statements without parameters (BEGIN, COMMIT) stay unnamed.
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `tengu_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export async function runStatement<Row, Result>(
  db: DB | Transaction<Database>,
  statement: Statement<Row, Result>,
): Promise<Result> {
  return statement.read((await db.executeQuery(statement.query)).rows);
}

/**
 * A connection of the pipelined pool (node-pg's pipeline mode), lent for one unit of work:
 * `run` sends its statement behind those sent before it, without waiting for their answers.
 * The statements `run` in one turn of the event loop form one group: one socket write, ONE Sync
 * (`StatementGroup`), one answer from the database. Work that issues several statements together —
 * a coalesced batch of bets: BEGIN and its locks, then its writes and COMMIT — pays one round trip
 * per group instead of one per statement (docs/decisions/012-coalesced-bets.md). Statements are
 * sent in the order of the `run` calls (Kysely's own single-connection executor would wait for
 * each answer in turn). When a statement of a group fails, the ones behind it in the group are
 * skipped (they reject with `SkippedStatementError`), and the connection is closed when the work
 * ends rather than reused.
 */
export interface Pipeline {
  run: <Row, Result>(statement: Statement<Row, Result>) => Promise<Result>;
}

const pipelinedPools = new WeakMap<DB, () => pg.Pool>();

/** The prepared statements of each pipelined connection (by name). */
const preparedByClient = new WeakMap<pg.PoolClient, Set<string>>();

/** Whether this handle has a pipelined pool (every handle made by createDatabase has one). */
export function hasPipeline(db: DB): boolean {
  return pipelinedPools.has(db);
}

interface Queued {
  statement: GroupStatement;
  settle: (outcome: StatementOutcome) => void;
}

/**
 * Runs `work` on one pipelined connection. A connection whose work threw, or one of whose groups
 * failed, is closed rather than reused: it may still be inside the work's transaction, and a
 * failed group leaves unknown which of its statements were prepared.
 */
export async function withPipeline<T>(
  db: DB,
  work: (pipeline: Pipeline) => Promise<T>,
): Promise<T> {
  const pool = pipelinedPools.get(db)?.();
  if (!pool) throw new Error('this database handle has no pipelined connections');
  const client = await pool.connect();
  const parsed = preparedByClient.get(client) ?? new Set<string>();
  preparedByClient.set(client, parsed);
  let groupFailed = false;
  let queued: Queued[] = [];
  const send = () => {
    const group = queued;
    queued = [];
    const outcomesOf = (outcomes: StatementOutcome[]) => {
      if (outcomes.some((o) => !o.ok)) groupFailed = true;
      for (const [i, { settle }] of group.entries()) {
        settle(outcomes[i] ?? { ok: false, error: new Error('statement not answered') });
      }
    };
    const statements = group.map((q) => q.statement);
    client.query(new StatementGroup(statements, parsed, outcomesOf));
  };
  const pipeline: Pipeline = {
    run: (statement) => {
      const { sql, parameters } = statement.query;
      const values = parameters as unknown[];
      // Statements without parameters (BEGIN, COMMIT) go unnamed, parsed each time.
      const name = values.length > 0 ? statementName(sql) : '';
      return new Promise((resolve, reject) => {
        if (queued.length === 0) process.nextTick(send);
        queued.push({
          statement: { name, text: sql, values },
          settle: (outcome) => {
            if (!outcome.ok) return reject(outcome.error);
            try {
              resolve(statement.read(outcome.rows as never));
            } catch (error) {
              reject(error);
            }
          },
        });
      });
    },
  };
  try {
    const result = await work(pipeline);
    if (groupFailed) {
      preparedByClient.delete(client);
      client.release(new Error('a statement group failed on this connection'));
    } else client.release();
    return result;
  } catch (error) {
    preparedByClient.delete(client);
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/**
 * Times every connection the pool hands out (the wait for a free one, or for a new one to open)
 * into `tengu_db_pool_wait_seconds` (docs/decisions/053-metrics.md): one histogram observation
 * per checkout, nothing else. Kysely and `withPipeline` call `connect()` without a callback.
 */
function timePoolWaits(pool: pg.Pool, name: PoolName): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const timed = async () => {
    const started = performance.now();
    try {
      return await connect();
    } finally {
      observePoolWait(name, (performance.now() - started) / 1000);
    }
  };
  const withCallback = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) =>
    args.length > 0 ? withCallback(...args) : timed()) as typeof pool.connect;
}

const poolsByHandle = new WeakMap<DB, () => Array<{ name: PoolName; pool: pg.Pool }>>();

/** The pools behind a handle made by createDatabase, for the pool gauges (none otherwise). */
export function poolsOf(db: DB): Array<{ name: PoolName; pool: pg.Pool }> {
  return poolsByHandle.get(db)?.() ?? [];
}

export interface DatabaseHandle {
  db: DB;
  pool: pg.Pool;
  /** Closes the pool after in-flight queries finish. */
  close(): Promise<void>;
}

/** Pipelined connections per handle: one per batch of bets in flight. */
export const PIPELINED_CONNECTIONS = 3;

/**
 * A connection lent out of the pool (inside a transaction, between two statements) that the
 * database drops — a crash, `pg_ctl stop -m immediate`, a failover — emits 'error' on its client,
 * and the pool listens only to idle clients: without a listener of its own, the error would be
 * uncaught and end the whole process (issue 25 item 3, found by the chaos test). The listener
 * swallows it: the work on that client fails with its own error (the statement in flight, or the
 * next one: "not queryable"), and the pool discards the client when it comes back.
 */
function keepLostConnectionsQuiet(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // Noted, so that the API answers 503 (try again) while the database is down (issue 25).
    client.on('error', () => noteConnectionLost());
  });
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
  pool.on('error', (error) => {
    noteConnectionLost();
    options.onError?.(error);
  });
  timePoolWaits(pool, 'main');
  keepLostConnectionsQuiet(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let pipelinedPool: pg.Pool | undefined;
  poolsByHandle.set(db, () => [
    { name: 'main', pool },
    ...(pipelinedPool ? [{ name: 'pipelined' as const, pool: pipelinedPool }] : []),
  ]);
  pipelinedPools.set(db, () => {
    if (!pipelinedPool) {
      pipelinedPool = new pg.Pool({
        connectionString: options.connectionString,
        max: PIPELINED_CONNECTIONS,
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 30_000,
        pipeline: true,
      } as pg.PoolConfig);
      pipelinedPool.on('error', (error) => options.onError?.(error));
      timePoolWaits(pipelinedPool, 'pipelined');
      keepLostConnectionsQuiet(pipelinedPool);
    }
    return pipelinedPool;
  });
  return {
    db,
    pool,
    close: async () => {
      await Promise.all([db.destroy(), pipelinedPool?.end()]);
    },
  };
}
