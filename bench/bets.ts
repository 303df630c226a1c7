import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import { adjustBalance } from '../apps/server/src/modules/admin/admin.service';
import { runLedgerCheck } from '../apps/server/src/modules/ledger/ledger-check';
import {
  pgbenchTps,
  quantile,
  signUpPlayers,
  startCluster,
  startServer,
  type BenchPlayer,
  type Cluster,
  type RunningServer,
} from './support';
import { LeanHttpPool } from './lean-http';

/**
 * `npm run bench -- bets` (issue 5): dice bets over HTTP against the real server.
 * - A: 32 players, one closed-loop client each, for 20 s (after a warm-up);
 * - B: 32 closed-loop clients all betting as one player (they queue in its lane);
 * - half of peak: an open loop at 50 % of A's bets/s over the same 32 players, for its p99;
 * then pgbench TPC-B (scale 10, 8 clients, 20 s) on its own database of the same cluster, and
 * the ratio A bets/s ÷ pgbench tps. Ends with the ledger check and a count check (bets rows ==
 * requests answered 200, warm-ups included).
 */
const PLAYERS = 32;
const CLIENTS = 32;
const SECONDS = 20;
const WARMUP_SECONDS = 3;
const PGBENCH_CLIENTS = 8;
const SIGNUP_CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 10_000;
/** The open loop never keeps more than this many requests in flight (the rest count as errors). */
const MAX_IN_FLIGHT = 512;
const WATCHDOG_MS = 360_000;

interface Sample {
  ok: number;
  errors: number;
  elapsed: number;
  latencies: number[];
  statuses: Map<number, number>;
  firstError: string | null;
}

/** One dice bet: small stake, random target (chance 10–90 %) and condition. */
function diceBet(http: LeanHttpPool, player: BenchPlayer) {
  const target = (1000 + Math.floor(Math.random() * 8001)) / 100;
  const body = JSON.stringify({
    amount: '0.01',
    target,
    condition: Math.random() < 0.5 ? 'over' : 'under',
  });
  return http.post(
    '/api/games/dice/bet',
    { authorization: `Bearer ${player.accessToken}` },
    body,
    REQUEST_TIMEOUT_MS,
  );
}

function newSample(): Sample {
  return { ok: 0, errors: 0, elapsed: 0, latencies: [], statuses: new Map(), firstError: null };
}

async function timedBet(http: LeanHttpPool, player: BenchPlayer, sample: Sample): Promise<void> {
  const started = performance.now();
  const { status, body } = await diceBet(http, player);
  const ms = performance.now() - started;
  sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
  if (status === 200) {
    sample.ok += 1;
    sample.latencies.push(ms);
  } else {
    sample.errors += 1;
    sample.firstError ??= `${status} ${body.slice(0, 200)}`;
  }
}

/** `clients` closed loops; client i bets as `playerOf(i)`. */
async function closedLoop(
  http: LeanHttpPool,
  clients: number,
  playerOf: (client: number) => BenchPlayer,
  seconds: number,
): Promise<Sample> {
  const sample = newSample();
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const player = playerOf(i);
      while (Date.now() < until) await timedBet(http, player, sample);
    }),
  );
  sample.elapsed = (performance.now() - started) / 1000;
  sample.latencies.sort((a, b) => a - b);
  return sample;
}

/**
 * An open loop: bets start on a fixed schedule (`rate` per second, random players) whatever the
 * answers do, so a slow server cannot slow the load down and hide its own latency.
 */
async function openLoop(
  http: LeanHttpPool,
  players: BenchPlayer[],
  rate: number,
  seconds: number,
): Promise<Sample & { sent: number }> {
  const sample = newSample();
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = 0;
  for (let now = started; now < end; now = performance.now()) {
    const due = Math.floor(((now - started) / 1000) * rate);
    for (; sent < due; sent += 1) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        sample.errors += 1;
        sample.firstError ??= 'client: too many requests in flight';
        continue;
      }
      const player = players[Math.floor(Math.random() * players.length)];
      if (!player) continue;
      const bet = timedBet(http, player, sample).finally(() => inFlight.delete(bet));
      inFlight.add(bet);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  sample.elapsed = (performance.now() - started) / 1000;
  sample.latencies.sort((a, b) => a - b);
  return { ...sample, sent };
}

async function fund(url: string, players: BenchPlayer[]): Promise<void> {
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

const ms = (value: number) => `${value.toFixed(1)} ms`;

function row(name: string, s: Sample): string {
  const perSecond = s.ok / s.elapsed;
  return [
    name.padEnd(26),
    perSecond.toFixed(1).padStart(9),
    ms(quantile(s.latencies, 0.5)).padStart(10),
    ms(quantile(s.latencies, 0.99)).padStart(10),
    String(s.errors).padStart(7),
  ].join('  ');
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
    server = await startServer({ databaseUrl: appUrl, dir: cluster.dir });
    const baseUrl = new URL(server.baseUrl);
    http = new LeanHttpPool(baseUrl.hostname, Number(baseUrl.port), MAX_IN_FLIGHT);

    const players = await signUpPlayers({
      baseUrl: server.baseUrl,
      count: PLAYERS + 1,
      concurrency: SIGNUP_CONCURRENCY,
      prefix: 'bets',
    });
    await fund(appUrl, players);
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
    count(await closedLoop(http, CLIENTS, manyOf, WARMUP_SECONDS));
    console.log(`bench bets: A — ${CLIENTS} players, one client each, ${SECONDS} s`);
    const a = count(await closedLoop(http, CLIENTS, manyOf, SECONDS));
    console.log(`bench bets: B — ${CLIENTS} clients on one player, ${SECONDS} s`);
    const b = count(await closedLoop(http, CLIENTS, oneOf, SECONDS));
    const peak = a.ok / a.elapsed;
    const rate = peak / 2;
    console.log(`bench bets: half of peak — open loop at ${rate.toFixed(1)} bets/s, ${SECONDS} s`);
    const half = count(await openLoop(http, many, rate, SECONDS));
    http.destroy();
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
