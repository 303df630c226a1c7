import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/database';
import { freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { adjustBalance } from '../apps/server/src/modules/admin/admin.service';
import { LeanHttpPool } from './lean-http';

/** Shared pieces of the benchmarks: a throw-away cluster, the real server, pgbench. */

const run = promisify(execFile);
const REPO_ROOT = new URL('..', import.meta.url).pathname;
/** BENCH_PG_LOG=<file>: the cluster's log (e.g. auto_explain's plans) goes to that file. */
const pgLogFile = process.env.BENCH_PG_LOG;
const quiet = {
  info: () => {},
  debug: pgLogFile ? (m: string) => appendFileSync(pgLogFile, `${m}\n`) : () => {},
  warn: (m: string) => console.warn(m),
};

export interface Cluster {
  dir: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** `BENCH_PG_STATS=1`: the cluster loads `pg_stat_statements` and the bench prints its top. */
export const withStatementStats = process.env.BENCH_PG_STATS === '1';

/** An embedded PostgreSQL in a temporary folder, removed on stop. */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tengu-bench-'));
  const embedded = await startEmbeddedPostgres({
    dataDir: join(dir, 'data'),
    log: quiet,
    settings: [
      ...(withStatementStats
        ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all']
        : []),
      // BENCH_PG_SETTINGS="name=value;…": more settings for a profiling run (e.g. auto_explain).
      ...(process.env.BENCH_PG_SETTINGS ?? '').split(';').filter(Boolean),
    ],
  });
  return {
    dir,
    urlFor: embedded.urlFor,
    async createDatabase(name) {
      await withClient(embedded.urlFor('postgres'), (admin) =>
        admin.query(`CREATE DATABASE ${name}`),
      );
      return embedded.urlFor(name);
    },
    async stop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
  /** Synchronous last resort, for a watchdog. */
  kill(): void;
}

/** `node --import tsx apps/server/src/main.ts` on a free loopback port, ready when healthy. */
export async function startServer(options: {
  databaseUrl: string;
  dir: string;
  /** More environment (a replica's REDIS_URL and shared JWT_SECRET in the cluster bench). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server.
    [...nodeArgs(), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: join(options.dir, `server-${port}`),
        WEB_DIST_DIR: join(options.dir, 'no-web'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        AUTH_RATE_LIMIT_MAX: '100000',
        // No demo players: their bets would break the count check (bets rows = answers).
        DEMO_PLAYERS: 'false',
        // The bets alone: no bundled game provider beside the server.
        BUNDLED_PROVIDER: 'off',
        // Nor the sportsbook's simulated feed (the bet path alone; its pricing runs on a worker
        // thread since ADR 049 but shares the cores): BENCH_SPORTS_FEED=simulated measures a
        // server that runs it (README, session 11).
        SPORTS_FEED: process.env.BENCH_SPORTS_FEED ?? 'off',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become healthy within 60 s');
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** pgbench's TPC-B-like run on its own database of the cluster: the tps it reports. */
export async function pgbenchTps(options: {
  url: string;
  clients: number;
  seconds: number;
}): Promise<number> {
  const pgbench = await run('which', ['pgbench']).then(
    (r) => r.stdout.trim(),
    () => '/usr/bin/pgbench',
  );
  await run(pgbench, ['-i', '-s', '10', '-q', options.url], { maxBuffer: 1 << 24 });
  const threads = String(Math.min(options.clients, cpus().length));
  const { stdout } = await run(
    pgbench,
    ['-c', String(options.clients), '-j', threads, '-T', String(options.seconds), options.url],
    { maxBuffer: 1 << 24 },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match?.[1]) throw new Error(`no tps in the pgbench output:\n${stdout}`);
  return Number(match[1]);
}

/** Runs `use` on a client of `url`'s database, closed afterwards whatever happens. */
export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Starts `pg_stat_statements`' counts of `url`'s database afresh (creating the extension). */
export async function resetStatementStats(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
    await client.query('SELECT pg_stat_reset()');
  });
}

/**
 * The `top` statements of `url`'s database by total time since `resetStatementStats`, per `per`
 * operations (e.g. bets answered): what the database does for one operation.
 */
export async function printStatementStats(url: string, per: number, top = 25): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{
      calls: string;
      total: number;
      mean: number;
      rows: string;
      plans: string;
      plan: number;
      query: string;
    }>(
      `SELECT calls::text, total_exec_time + total_plan_time AS total, mean_exec_time AS mean,
              rows::text, plans::text, mean_plan_time AS plan, regexp_replace(query, '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total DESC LIMIT $1`,
      [top],
    );
    console.log(`\nstatements (pg_stat_statements), per ${per} operations:`);
    console.log('   calls/op   ms/op   mean ms  rows/call  plans/call  plan ms  statement');
    for (const r of rows) {
      const calls = Number(r.calls);
      const columns = [
        (calls / per).toFixed(3).padStart(9),
        (r.total / per).toFixed(3).padStart(7),
        r.mean.toFixed(3).padStart(9),
        (Number(r.rows) / Math.max(1, calls)).toFixed(1).padStart(10),
        (Number(r.plans) / Math.max(1, calls)).toFixed(2).padStart(11),
        r.plan.toFixed(3).padStart(8),
      ];
      console.log(`  ${columns.join(' ')}  ${r.query.slice(0, 110)}`);
    }
    await printTableWrites(client, per);
  });
}

/** Rows written per operation by table, and how many updates were HOT (no index entries). */
async function printTableWrites(client: pg.Client, per: number): Promise<void> {
  // The counters reach the view when a backend reports them (at most about a second late).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await client.query<{ relname: string; ins: string; upd: string; hot: string }>(
    `SELECT relname, n_tup_ins::text AS ins, n_tup_upd::text AS upd, n_tup_hot_upd::text AS hot
       FROM pg_stat_user_tables WHERE n_tup_ins + n_tup_upd > 0
      ORDER BY n_tup_ins + n_tup_upd DESC LIMIT 12`,
  );
  console.log(`\ntable writes, per ${per} operations:`);
  console.log('   inserts  updates  of them HOT  table');
  for (const r of rows) {
    const upd = Number(r.upd);
    const hot = upd > 0 ? `${((100 * Number(r.hot)) / upd).toFixed(0)} %` : '—';
    console.log(
      `  ${(Number(r.ins) / per).toFixed(3).padStart(8)} ${(upd / per).toFixed(3).padStart(8)} ${hot.padStart(12)}  ${r.relname}`,
    );
  }
}

/** CPU seconds (user + system) so far of each part of a bench: what one operation costs. */
export interface CpuUse {
  server: number;
  postgres: number;
  client: number;
}

const TICKS_PER_SECOND = 100;

/** A process's parent and CPU seconds from /proc (Linux); null once it is gone. */
function processStat(pid: string): { parent: string; cpu: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      parent: fields[1] ?? '',
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/**
 * The server's, the cluster's (its postmaster, whose command line names the cluster's folder, and
 * the postmaster's children: backends, WAL writer …) and this process's CPU seconds.
 */
export function cpuUse(serverPid: number, clusterDir: string): CpuUse {
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    // Not Linux: no per-process figures.
  }
  const stats = new Map<string, { parent: string; cpu: number }>();
  const postmasters = new Set<string>();
  for (const pid of pids) {
    const stat = processStat(pid);
    if (!stat) continue;
    stats.set(pid, stat);
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(clusterDir)) postmasters.add(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  let postgres = 0;
  for (const [pid, { parent, cpu }] of stats) {
    if (postmasters.has(pid) || postmasters.has(parent)) postgres += cpu;
  }
  const own = process.cpuUsage();
  const server = stats.get(String(serverPid))?.cpu ?? 0;
  return { server, postgres, client: (own.user + own.system) / 1e6 };
}

/** CPU milliseconds per operation between two readings. */
export function cpuPer(before: CpuUse, after: CpuUse, operations: number): string {
  const per = (key: keyof CpuUse) => (((after[key] - before[key]) * 1000) / operations).toFixed(3);
  return `server ${per('server')} ms, PostgreSQL ${per('postgres')} ms, bench client ${per('client')} ms`;
}

function nodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface BenchPlayer {
  id: string;
  username: string;
  accessToken: string;
}

/** Signs up `count` players through the API, `concurrency` at a time (argon2 is slow on purpose). */
export async function signUpPlayers(options: {
  baseUrl: string;
  count: number;
  concurrency: number;
  prefix: string;
}): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  for (let i = 0; i < options.count; i += options.concurrency) {
    const size = Math.min(options.concurrency, options.count - i);
    const batch = Array.from({ length: size }, async (_, j): Promise<BenchPlayer> => {
      const name = `${options.prefix}_${i + j}_${Math.floor(Math.random() * 1e6)}`;
      const res = await fetch(`${options.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${name}@bench.test`,
          username: name,
          password: 'Bench!Passw0rd',
          consent: true,
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as {
        accessToken: string;
        user: { id: string; username: string };
      };
      return { id: body.user.id, username: body.user.username, accessToken: body.accessToken };
    });
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

/** Credits each player $1,000,000 with the operator tool (a ledger entry each). */
export async function fundPlayers(url: string, players: BenchPlayer[]): Promise<void> {
  const database = createDatabase({ connectionString: url, poolSize: 2 });
  try {
    for (const p of players) {
      await adjustBalance({
        db: database.db,
        operator: 'bench',
        action: 'credit',
        username: p.username,
        amount: '1000000',
        pocket: 'credits',
        reason: 'benchmark funding',
      });
    }
  } finally {
    await database.close();
  }
}

/**
 * A bench's players and its client to the server: a lean keep-alive pool of up to `maxSockets`
 * connections, and `count` players signed up through the API (4 at a time) and funded with the
 * operator tool. The pool is closed again when a step fails; the server stays the caller's.
 */
export async function benchPlayers(options: {
  server: RunningServer;
  appUrl: string;
  count: number;
  prefix: string;
  maxSockets: number;
}): Promise<{ http: LeanHttpPool; players: BenchPlayer[] }> {
  const url = new URL(options.server.baseUrl);
  const http = new LeanHttpPool(url.hostname, Number(url.port), options.maxSockets);
  try {
    const players = await signUpPlayers({
      baseUrl: options.server.baseUrl,
      count: options.count,
      concurrency: 4,
      prefix: options.prefix,
    });
    await fundPlayers(options.appUrl, players);
    return { http, players };
  } catch (error) {
    http.destroy();
    throw error;
  }
}

/** Bet batches so far (count, bets) from the server's /metrics (started with METRICS_TOKEN). */
export async function batchesSoFar(server: RunningServer, token: string) {
  const text = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.text());
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return Number(line?.split(' ')[1] ?? Number.NaN);
  };
  return {
    count: value('tengu_bet_batch_size_count'),
    bets: value('tengu_bet_batch_size_sum'),
  };
}

/** The cluster's WAL so far (pg_stat_wal): records, full-page images and bytes. */
export async function walSoFar(
  url: string,
): Promise<{ records: number; fpi: number; bytes: number }> {
  const { rows } = await withClient(url, (client) =>
    client.query<{ records: string; fpi: string; bytes: string }>(
      'SELECT wal_records::text AS records, wal_fpi::text AS fpi, wal_bytes::text AS bytes FROM pg_stat_wal',
    ),
  );
  const row = rows[0];
  return {
    records: Number(row?.records ?? Number.NaN),
    fpi: Number(row?.fpi ?? Number.NaN),
    bytes: Number(row?.bytes ?? Number.NaN),
  };
}

/** WAL per operation between two readings. */
export function walPer(
  before: Awaited<ReturnType<typeof walSoFar>>,
  after: Awaited<ReturnType<typeof walSoFar>>,
  operations: number,
): string {
  const per = (key: 'records' | 'fpi' | 'bytes') => (after[key] - before[key]) / operations;
  return `${per('bytes').toFixed(0)} bytes in ${per('records').toFixed(1)} records, ${(per('fpi') * 1000).toFixed(1)} full-page images per 1,000`;
}
