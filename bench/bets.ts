import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import { runLedgerCheck } from '../apps/server/src/modules/ledger/ledger-check';
import {
  batchesSoFar,
  benchPlayers,
  pgbenchTps,
  cpuPer,
  cpuUse,
  printStatementStats,
  quantile,
  resetStatementStats,
  startCluster,
  startServer,
  type Cluster,
  type RunningServer,
  walPer,
  walSoFar,
  withStatementStats,
} from './support';
import type { LeanHttpPool } from './lean-http';
import { closedLoop, MAX_IN_FLIGHT, ms, openLoop, row, timeline, type Sample } from './bet-load';

/**
 * `npm run bench -- bets` (issue 5): dice bets over HTTP against the real server.
 * - A: 32 players, one closed-loop client each, for 20 s (after a warm-up);
 * - B: 32 closed-loop clients all betting as one player (they queue in its lane);
 * - half of peak: an open loop at 50 % of A's bets/s over the same 32 players, for its p99;
 * A and half of peak also report CPU per bet (server, PostgreSQL, bench client) and bet batches;
 * then pgbench TPC-B (scale 10, 8 clients, 20 s) on its own database of the same cluster, and
 * the ratio A bets/s ÷ pgbench tps. Ends with the ledger check and a count check (bets rows ==
 * requests answered 200, warm-ups included). BENCH_TIMELINE=1 also lists when the slow requests
 * of half of peak started, to set beside the server's and PostgreSQL's logs (BENCH_PG_LOG).
 */
const PLAYERS = 32;
const CLIENTS = 32;
const SECONDS = 20;
const WARMUP_SECONDS = 3;
const PGBENCH_CLIENTS = 8;
const WATCHDOG_MS = 360_000;

async function checks(url: string): Promise<{ bets: bigint; isConsistent: boolean }> {
  const database = createDatabase({ connectionString: url, poolSize: 2 });
  try {
    const row = await database.db
      .selectFrom('bets')
      .select(sql<bigint>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return { bets: row.n, isConsistent: (await runLedgerCheck(database.db)).isOk };
  } finally {
    await database.close();
  }
}

export async function runBetsBench(): Promise<void> {
  let server: RunningServer | undefined;
  let http: LeanHttpPool | undefined;
  const temp: { cluster?: Cluster } = {};
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 1000} s, giving up`);
    server?.kill();
    // postgres is stopped by its own exit hook; the folder is removed best-effort.
    if (temp.cluster) rmSync(temp.cluster.dir, { recursive: true, force: true });
    process.exit(1);
  }, WATCHDOG_MS);
  const cluster = await startCluster();
  temp.cluster = cluster;
  try {
    const appUrl = await cluster.createDatabase('tengu_bench');
    const pgbenchUrl = await cluster.createDatabase('pgbench_tpcb');
    console.log('bench bets: starting the server (node --import tsx apps/server/src/main.ts)');
    const metricsToken = randomBytes(24).toString('hex');
    server = await startServer({
      databaseUrl: appUrl,
      dir: cluster.dir,
      env: { METRICS_TOKEN: metricsToken },
    });
    const started = await benchPlayers({
      server,
      appUrl,
      count: PLAYERS + 1,
      prefix: 'bets',
      maxSockets: MAX_IN_FLIGHT,
    });
    const { http: client, players } = started;
    http = client;
    const many = players.slice(0, PLAYERS);
    const one = players[PLAYERS];
    if (!one) throw new Error('no player for scenario B');
    const manyOf = (i: number) => many[i % many.length] ?? one;
    const oneOf = () => one;

    let answered = 0;
    const count = <T extends Sample>(s: T): T => {
      answered += s.ok;
      return s;
    };

    console.log(`bench bets: ${PLAYERS + 1} players funded; warm-up ${WARMUP_SECONDS} s`);
    count(await closedLoop(client, CLIENTS, manyOf, WARMUP_SECONDS));
    // CPU, bet batches and (BENCH_PG_STATS=1) PostgreSQL's statements over one scenario.
    const running = server;
    const measured = async <T extends Sample>(loop: () => Promise<T>) => {
      if (withStatementStats) await resetStatementStats(appUrl);
      const cpuBefore = cpuUse(running.pid, cluster.dir);
      const batchesBefore = await batchesSoFar(running, metricsToken);
      const walBefore = await walSoFar(appUrl);
      const sample = count(await loop());
      const cpu = cpuPer(cpuBefore, cpuUse(running.pid, cluster.dir), sample.ok);
      const wal = walPer(walBefore, await walSoFar(appUrl), sample.ok);
      const batchesAfter = await batchesSoFar(running, metricsToken);
      const batches = batchesAfter.count - batchesBefore.count;
      const batchSize = (batchesAfter.bets - batchesBefore.bets) / batches;
      const batchesLine = `${(batches / sample.elapsed).toFixed(0)}/s of ${batchSize.toFixed(1)} bets on average`;
      if (withStatementStats) await printStatementStats(appUrl, sample.ok);
      return { sample, cpu, wal, batches: batchesLine };
    };

    console.log(`bench bets: A — ${CLIENTS} players, one client each, ${SECONDS} s`);
    const ofA = await measured(() => closedLoop(client, CLIENTS, manyOf, SECONDS));
    const a = ofA.sample;
    console.log(`bench bets: B — ${CLIENTS} clients on one player, ${SECONDS} s`);
    const b = count(await closedLoop(client, CLIENTS, oneOf, SECONDS));
    const peak = a.ok / a.elapsed;
    const rate = peak / 2;
    console.log(`bench bets: half of peak — open loop at ${rate.toFixed(1)} bets/s, ${SECONDS} s`);
    // At half of peak the batches are smaller, so each bet carries more of a batch's fixed cost.
    const ofHalf = await measured(() => openLoop(client, many, rate, SECONDS));
    const half = ofHalf.sample;
    if (process.env.BENCH_TIMELINE) {
      console.log(
        `\nhalf of peak: when the slow requests started (UTC)\n${timeline(half).join('\n')}`,
      );
    }
    client.destroy();
    await server.stop();
    server = undefined;

    const { bets, isConsistent } = await checks(appUrl);
    const countOk = bets === BigInt(answered);

    console.log(
      `bench bets: pgbench -i -s 10, then TPC-B with ${PGBENCH_CLIENTS} clients for ${SECONDS} s`,
    );
    const tps = await pgbenchTps({ url: pgbenchUrl, clients: PGBENCH_CLIENTS, seconds: SECONDS });
    const ratio = peak / tps;

    const header = ['scenario'.padEnd(26), '   bets/s', '       p50', '       p99', ' errors'];
    const lines = [
      ``,
      `bets benchmark (${cpus().length} cores; dice, POST /api/games/dice/bet, ${SECONDS} s each)`,
      `  ${header.join('  ')}`,
      `  ${row(`A: ${PLAYERS} players`, a)}`,
      `  ${row(`B: ${CLIENTS} clients, 1 player`, b)}`,
      `  ${row(`half of peak (${rate.toFixed(0)}/s open)`, half)}`,
      `  CPU per bet in A     ${ofA.cpu}`,
      `  CPU per bet at half  ${ofHalf.cpu}`,
      `  WAL per bet in A     ${ofA.wal}`,
      `  batches in A         ${ofA.batches}`,
      `  batches at half      ${ofHalf.batches}`,
      `  pgbench TPC-B tps    ${tps.toFixed(1)} (scale 10, ${PGBENCH_CLIENTS} clients, ${SECONDS} s, same cluster)`,
      `  ratio                ${ratio.toFixed(2)} (A bets/s ÷ pgbench tps; issue 5 needs ≥ 0.5, goal 1.0)`,
      `  p99 at half of peak  ${ms(quantile(half.latencies, 0.99))} (goal < 25 ms; ${half.sent} sent)`,
      `  ledger check         ${isConsistent ? 'OK' : 'FAILED'}`,
      `  count check          ${countOk ? 'OK' : 'FAILED'} (${bets} bets rows, ${answered} answered 200)`,
    ];
    for (const [name, s] of [
      ['A', a],
      ['B', b],
      ['half', half],
    ] as const) {
      if (s.firstError) console.warn(`  ${name}: first error ${s.firstError}`);
    }
    console.log(lines.join('\n'));
    const errors = a.errors + b.errors + half.errors;
    if (!isConsistent || !countOk || errors > 0) process.exitCode = 1;
  } finally {
    http?.destroy();
    await server?.stop();
    await cluster.stop();
    clearTimeout(watchdog);
  }
}
