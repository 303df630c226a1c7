import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';

/** Shared pieces of the benchmarks: a throw-away cluster, the real server, pgbench. */

const run = promisify(execFile);
const REPO_ROOT = new URL('..', import.meta.url).pathname;
const quiet = { info: () => {}, debug: () => {}, warn: (m: string) => console.warn(m) };

export interface Cluster {
  dir: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** An embedded PostgreSQL in a temporary folder, removed on stop. */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tengu-bench-'));
  const embedded = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), log: quiet });
  return {
    dir,
    urlFor: embedded.urlFor,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: embedded.urlFor('postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
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
