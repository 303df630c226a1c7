import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freePort } from '#app/db/embedded-postgres';
import { haproxyConfig } from './haproxy';
import { spawnTs, waitForExit } from './process';
import { startTestRedis, type TestRedis } from './redis-server';
import { createTestDatabase, type TestDatabase } from './test-database';

export { haproxyAvailable } from './haproxy';

/**
 * A real deployment in miniature (issue 24 item 3): several server processes
 * (`node --import tsx apps/server/src/main.ts`, as `npm start` and the image run it) on one
 * PostgreSQL and one Redis, behind Debian's HAProxy with the production balancer's rules
 * (deploy/haproxy.cfg: round robin, a cookie pinning Socket.IO's polling transport, WebSocket
 * upgrades, readiness checks). Each answer names its replica in `x-replica`; each replica's
 * database sessions carry its name as `application_name`, so a test can find the crash leader.
 */
export interface Replica {
  name: string;
  url: string;
  /** SIGKILL: the process dies at once, its sessions and sockets with it. */
  kill(): Promise<void>;
  /** Starts it again on the same port (the balancer's checks bring it back). */
  start(): Promise<void>;
  isRunning(): boolean;
  /** The last few kB of the process's output (its logs), to explain a failure. */
  output(): string;
}

export interface TestCluster {
  /** The balancer's address: what players use (without a balancer, the first replica's). */
  url: string;
  replicas: Replica[];
  database: TestDatabase;
  /** Null when started with `redis: false`. */
  redis: TestRedis | null;
  /** The replica whose session holds the crash leader's advisory lock, if one does. */
  crashLeader(): Promise<Replica | null>;
  stop(): Promise<void>;
}

const isAlive = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

async function waitHealthy(url: string, what: string, child?: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && !isAlive(child))
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startTestCluster(options: {
  replicas: number;
  env?: Record<string, string>;
  /** HAProxy in front (the default); false: players talk to the replicas directly. */
  balancer?: boolean;
  /** A shared Redis (the default); false: none (REDIS_URL unset, as a single server runs). */
  redis?: boolean;
  /**
   * A database the caller owns (and drops) instead of a clone of the run's template — e.g. one
   * on a PostgreSQL the test crashes (test/restartable-postgres.ts).
   */
  database?: TestDatabase;
}): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tengu-cluster-'));
  const redis = options.redis === false ? null : await startTestRedis();
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const children = new Map<string, ChildProcess>();
  const outputs = new Map<string, string>();
  const specs = await Promise.all(
    Array.from({ length: options.replicas }, async (_, i) => ({
      name: `r${i + 1}`,
      port: await freePort(),
    })),
  );

  const envOf = (name: string, port: number) => {
    const url = new URL(database.url);
    url.searchParams.set('application_name', name);
    return {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '8',
      ...(redis ? { REDIS_URL: redis.url } : {}),
      // One secret for all: a token signed by one replica is honoured by every other.
      JWT_SECRET: 'cluster-test-secret-0123456789abcdef0123',
      DATA_DIR: join(dir, name),
      WEB_DIST_DIR: join(dir, 'no-web'),
      LOG_LEVEL: 'warn',
      // The balancer adds one hop; a test's client may name its own address before it.
      TRUST_PROXY: '2',
      DEMO_PLAYERS: 'false',
      BUNDLED_PROVIDER: 'off',
      SPORTS_FEED: 'off',
      PAYMENTS_WATCHERS: 'off',
      PROVIDER_CATALOGUE_IMPORT: 'off',
      CRASH_ENGINE: 'true',
      CRASH_CHAIN_LENGTH: '2000',
      SHUTDOWN_TIMEOUT_MS: '3000',
      ...options.env,
    };
  };

  async function startReplica(spec: { name: string; port: number }) {
    const child = spawnTs('apps/server/src/main.ts', [], envOf(spec.name, spec.port));
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000);
      outputs.set(spec.name, output);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.set(spec.name, child);
    try {
      await waitHealthy(`http://127.0.0.1:${spec.port}`, `replica ${spec.name}`, child);
    } catch (error) {
      throw new Error(`${String(error)}\n${output}`, { cause: error });
    }
  }

  // The first replica migrates and seeds alone; the others start beside each other.
  try {
    await startReplica(specs[0]!);
    await Promise.all(specs.slice(1).map(startReplica));
  } catch (error) {
    for (const child of children.values()) if (isAlive(child)) child.kill('SIGKILL');
    await Promise.allSettled([ownsDatabase ? database.drop() : null, redis?.stop()]);
    throw error;
  }

  let balancer: ChildProcess | null = null;
  let url = `http://127.0.0.1:${specs[0]!.port}`;
  if (options.balancer !== false) {
    const port = await freePort();
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, specs));
    balancer = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    url = `http://127.0.0.1:${port}`;
    await waitHealthy(url, 'haproxy', balancer, 15_000);
    // Every replica in rotation: the balancer has sent a request to each.
    const seen = new Set<string>();
    const deadline = Date.now() + 20_000;
    while (seen.size < specs.length) {
      if (Date.now() > deadline) throw new Error(`haproxy routes to ${[...seen].join(', ')} only`);
      const res = await fetch(`${url}/api/health/ready`).catch(() => null);
      const replica = res?.ok ? res.headers.get('x-replica') : null;
      if (replica) seen.add(replica);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const replicas: Replica[] = specs.map((spec) => ({
    name: spec.name,
    url: `http://127.0.0.1:${spec.port}`,
    isRunning: () => isAlive(children.get(spec.name)),
    async kill() {
      const child = children.get(spec.name);
      if (!child || !isAlive(child)) return;
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    start: () => startReplica(spec),
    output: () => outputs.get(spec.name) ?? '',
  }));

  return {
    url,
    replicas,
    database,
    redis,
    async crashLeader() {
      // The lock session names its replica (crash-leader.ts, leaderSessionName).
      const { rows } = await sql<{ application_name: string }>`
        SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted
           AND a.application_name LIKE '%/crash-leader'`.execute(database.db);
      const name = rows[0]?.application_name.split('/')[0];
      return replicas.find((r) => r.name === name) ?? null;
    },
    async stop() {
      // Every step runs even if one fails: no process outlives the test.
      const steps = [
        async () => {
          if (!balancer) return;
          if (isAlive(balancer)) balancer.kill('SIGTERM');
          await waitForExit(balancer);
        },
        ...[...children.values()].map((child) => async () => {
          if (isAlive(child)) child.kill('SIGTERM');
          await waitForExit(child);
        }),
        async () => {
          if (ownsDatabase) await database.drop();
        },
        async () => {
          await redis?.stop();
        },
      ];
      const results = await Promise.allSettled(steps.map((step) => step()));
      rmSync(dir, { recursive: true, force: true });
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
