import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/db/embedded-postgres';
import { haproxyAvailable, haproxyConfig } from '../apps/server/test/haproxy';
import { startTestRedis } from '../apps/server/test/redis-server';
import { closedLoop, fund, MAX_IN_FLIGHT, row, type Sample } from './bet-load';
import { LeanHttpPool } from './lean-http';
import { signUpPlayers, startCluster, startServer, type RunningServer } from './support';

/**
 * `npm run bench -- cluster` (issue 24 item 3): bets/s with 1, 2 and 3 replicas of the server on
 * one PostgreSQL and one Redis, behind Debian's HAProxy with the production balancer's rules —
 * the same players and load (32 players, a closed-loop client each, 20 s after a 3 s warm-up)
 * through the balancer every time, so the hop is in every figure. On a 2-core machine the
 * replicas share the cores with PostgreSQL and the load: the point is that more replicas cost
 * nothing and lose nothing; the README says what bigger machines gain.
 */

const REPLICA_COUNTS = [1, 2, 3];
const PLAYERS = 32;
const SECONDS = 20;
const WARMUP_SECONDS = 3;
const JWT_SECRET = 'cluster-bench-secret-0123456789abcdef012345';

async function waitReady(url: string, what: string) {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${what} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** HAProxy on a free port in front of these replicas; stopped by the returned function. */
async function startBalancer(dir: string, replicas: RunningServer[]) {
  const port = await freePort();
  const config = join(dir, `haproxy-${replicas.length}.cfg`);
  const servers = replicas.map((r, i) => ({
    name: `r${i + 1}`,
    port: Number(new URL(r.baseUrl).port),
  }));
  writeFileSync(config, haproxyConfig(port, servers));
  const balancer = spawn('haproxy', ['-f', config, '-db'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, 'haproxy');
  // Every replica in rotation before the load starts (its health check has passed).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    url,
    async stop() {
      balancer.kill('SIGTERM');
      await new Promise((resolve) => balancer.once('exit', resolve));
    },
  };
}

export async function runClusterBench(): Promise<void> {
  if (!haproxyAvailable()) throw new Error('haproxy not found: apt-get install -y haproxy');
  const cluster = await startCluster();
  const redis = await startTestRedis();
  const results: { replicas: number; sample: Sample; load: number }[] = [];
  try {
    const databaseUrl = await cluster.createDatabase('tengu_cluster_bench');
    const env = { REDIS_URL: redis.url, JWT_SECRET, TRUST_PROXY: '1' };
    let players: Awaited<ReturnType<typeof signUpPlayers>> = [];
    for (const count of REPLICA_COUNTS) {
      console.log(`bench cluster: ${count} replica(s) behind HAProxy`);
      // The first replica migrates alone; the others start beside each other.
      const first = await startServer({ databaseUrl, dir: cluster.dir, env });
      const others = await Promise.all(
        Array.from({ length: count - 1 }, () =>
          startServer({ databaseUrl, dir: cluster.dir, env }),
        ),
      );
      const replicas = [first, ...others];
      const balancer = await startBalancer(cluster.dir, replicas);
      const target = new URL(balancer.url);
      const http = new LeanHttpPool(target.hostname, Number(target.port), MAX_IN_FLIGHT);
      try {
        if (players.length === 0) {
          players = await signUpPlayers({
            baseUrl: balancer.url,
            count: PLAYERS,
            concurrency: 4,
            prefix: 'cluster',
          });
          await fund(databaseUrl, players);
        }
        const playerOf = (i: number) => players[i % players.length]!;
        await closedLoop(http, PLAYERS, playerOf, WARMUP_SECONDS);
        const sample = await closedLoop(http, PLAYERS, playerOf, SECONDS);
        results.push({ replicas: count, sample, load: loadavg()[0] ?? 0 });
        if (sample.firstError) console.warn(`  first error: ${sample.firstError}`);
      } finally {
        http.destroy();
        await balancer.stop();
        await Promise.all(replicas.map((r) => r.stop()));
      }
    }
  } finally {
    await redis.stop();
    await cluster.stop();
  }

  const single = results[0]!.sample;
  const perSecond = (s: Sample) => s.ok / s.elapsed;
  const header = ['replicas'.padEnd(26), '   bets/s', '       p50', '       p99', ' errors'];
  console.log(
    [
      ``,
      `cluster benchmark (${cpus().length} cores; dice through HAProxy, ${PLAYERS} players, ${SECONDS} s each)`,
      `  ${header.join('  ')}   vs 1   load`,
      ...results.map(
        ({ replicas, sample, load }) =>
          `  ${row(`${replicas} replica${replicas > 1 ? 's' : ''}`, sample)}  ${(perSecond(sample) / perSecond(single)).toFixed(2).padStart(5)}  ${load.toFixed(1).padStart(5)}`,
      ),
    ].join('\n'),
  );
  if (results.some((r) => r.sample.errors > 0)) process.exitCode = 1;
}
