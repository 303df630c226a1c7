import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import {
  batchesSoFar as batches,
  benchPlayers,
  cpuPer,
  cpuUse,
  quantile,
  startCluster,
  startServer,
  type RunningServer,
} from './support';
import type { LeanHttpPool } from './lean-http';
import { closedLoop, MAX_IN_FLIGHT, ms, openLoop, type Sample } from './bet-load';

/**
 * `npm run bench -- bets-curve` (issue 24): the bets' latency and cost at several loads, to see
 * where p99 at half of peak comes from. Open loops of dice bets at BENCH_CURVE_RATES (bets/s,
 * default 100,300,600,900,1200) over 32 players, then the closed loop of the bets bench's A,
 * each for BENCH_CURVE_SECONDS (default 10). Per load: p50/p90/p99, the CPU per bet of the server
 * and of PostgreSQL, and the bet batches per second with their mean size (from /metrics). Not a
 * pass/fail bench: `npm run bench -- bets` holds the bar.
 */
const PLAYERS = 32;
const WARMUP_SECONDS = 3;

function line(name: string, s: Sample, cpu: string, batchesPerSecond: number, size: number) {
  const rate = (s.ok / s.elapsed).toFixed(0).padStart(6);
  const q = (p: number) => ms(quantile(s.latencies, p)).padStart(9);
  const batchInfo = `${batchesPerSecond.toFixed(0).padStart(5)}/s ×${size.toFixed(1)}`;
  return `  ${name.padEnd(12)} ${rate} ${q(0.5)} ${q(0.9)} ${q(0.99)}  ${batchInfo.padEnd(13)} ${cpu}`;
}

export async function runBetsCurveBench(): Promise<void> {
  const rates = (process.env.BENCH_CURVE_RATES ?? '100,300,600,900,1200')
    .split(',')
    .map(Number)
    .filter((rate) => rate > 0);
  const seconds = Number(process.env.BENCH_CURVE_SECONDS ?? 10);
  const token = randomBytes(24).toString('hex');
  const cluster = await startCluster();
  let server: RunningServer | undefined;
  let http: LeanHttpPool | undefined;
  try {
    const appUrl = await cluster.createDatabase('tengu_bench');
    server = await startServer({
      databaseUrl: appUrl,
      dir: cluster.dir,
      env: { METRICS_TOKEN: token },
    });
    const running = server;
    const started = await benchPlayers({
      server: running,
      appUrl,
      count: PLAYERS,
      prefix: 'curve',
      maxSockets: MAX_IN_FLIGHT,
    });
    const { http: pool, players } = started;
    http = pool;
    const playerOf = (i: number) => {
      const player = players[i % players.length];
      if (!player) throw new Error('no players for the curve');
      return player;
    };
    console.log(`bench bets-curve: ${PLAYERS} players funded; warm-up ${WARMUP_SECONDS} s`);
    await closedLoop(pool, PLAYERS, playerOf, WARMUP_SECONDS);

    const lines: string[] = [];
    const measure = async (name: string, load: () => Promise<Sample>) => {
      console.log(`bench bets-curve: ${name}, ${seconds} s`);
      const cpuBefore = cpuUse(running.pid, cluster.dir);
      const before = await batches(running, token);
      const sample = await load();
      const cpu = cpuPer(cpuBefore, cpuUse(running.pid, cluster.dir), sample.ok);
      const after = await batches(running, token);
      const count = after.count - before.count;
      lines.push(
        line(name, sample, cpu, count / sample.elapsed, (after.bets - before.bets) / count),
      );
    };
    for (const rate of rates) {
      await measure(`open ${rate}/s`, () => openLoop(pool, players, rate, seconds));
    }
    await measure(`closed ${PLAYERS}`, () => closedLoop(pool, PLAYERS, playerOf, seconds));

    console.log(
      [
        ``,
        `bets latency curve (${cpus().length} cores; dice, ${seconds} s per load; CPU per bet)`,
        `  load           bets/s       p50       p90       p99  batches       CPU per bet`,
        ...lines,
      ].join('\n'),
    );
  } finally {
    http?.destroy();
    await server?.stop();
    await cluster.stop();
  }
}
