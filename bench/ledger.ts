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
  type BenchPlayer as Player,
  type RunningServer,
} from './support';

/**
 * `npm run bench -- ledger` (issue 4): tips between pre-funded players from 16 concurrent
 * clients against the real server for 20 s (after a 2 s warm-up), then pgbench's TPC-B on the
 * same cluster with the same clients and duration, for a machine-independent ratio.
 */
const CLIENTS = 16;
const SECONDS = 20;
const WARMUP_SECONDS = 2;
/** Enough players that 16 concurrent tips rarely wait on each other's row locks. */
const PLAYERS = 128;
const SIGNUP_CONCURRENCY = 4;
const WATCHDOG_MS = 240_000;

/**
 * One closed-loop client: a tip from a random player to another, then the next. Node's fetch
 * keeps connections alive; 16 clients never hold more than 16 at once.
 */
async function client(
  baseUrl: string,
  players: Player[],
  until: number,
  record: (ms: number, ok: boolean) => void,
) {
  while (Date.now() < until) {
    const from = Math.floor(Math.random() * players.length);
    const to = (from + 1 + Math.floor(Math.random() * (players.length - 1))) % players.length;
    const sender = players[from];
    const recipient = players[to];
    if (!sender || !recipient) continue;
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/wallet/tip`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sender.accessToken}`,
      },
      body: JSON.stringify({ userId: recipient.id, amount: '0.01' }),
    });
    await res.arrayBuffer();
    record(performance.now() - started, res.status === 200);
  }
}

async function load(baseUrl: string, players: Player[], seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, () =>
      client(baseUrl, players, until, (ms, ok) => {
        if (ok) latencies.push(ms);
        else errors += 1;
      }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ok: latencies.length, errors, elapsed, latencies };
}

export async function runLedgerBench(): Promise<void> {
  let server: RunningServer | undefined;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 1000} s, giving up`);
    server?.kill();
    process.exit(1);
  }, WATCHDOG_MS);
  const cluster = await startCluster();
  try {
    const appUrl = await cluster.createDatabase('tengu_bench');
    const pgbenchUrl = await cluster.createDatabase('pgbench_tpcb');
    console.log('bench ledger: starting the server (node --import tsx apps/server/src/main.ts)');
    server = await startServer({ databaseUrl: appUrl, dir: cluster.dir });

    const database = createDatabase({ connectionString: appUrl, poolSize: 4 });
    let players: Player[];
    try {
      players = await signUpPlayers({
        baseUrl: server.baseUrl,
        count: PLAYERS,
        concurrency: SIGNUP_CONCURRENCY,
        prefix: 'bench',
      });
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

    console.log(`bench ledger: ${PLAYERS} players funded; warm-up ${WARMUP_SECONDS} s`);
    await load(server.baseUrl, players, WARMUP_SECONDS);
    console.log(`bench ledger: ${CLIENTS} clients tipping for ${SECONDS} s`);
    const result = await load(server.baseUrl, players, SECONDS);
    await server.stop();
    server = undefined;

    const check = createDatabase({ connectionString: appUrl, poolSize: 2 });
    let tipEntries: bigint;
    let isConsistent: boolean;
    try {
      const row = await check.db
        .selectFrom('ledger_entries')
        .select(sql<bigint>`count(*)`.as('n'))
        .where('kind', '=', 'tip')
        .executeTakeFirstOrThrow();
      tipEntries = row.n;
      isConsistent = (await runLedgerCheck(check.db)).isOk;
    } finally {
      await check.close();
    }

    console.log(
      `bench ledger: pgbench -i -s 10, then TPC-B with ${CLIENTS} clients for ${SECONDS} s`,
    );
    const tps = await pgbenchTps({ url: pgbenchUrl, clients: CLIENTS, seconds: SECONDS });

    const entriesPerSecond = result.ok / result.elapsed;
    const lines = [
      ``,
      `ledger benchmark (${cpus().length} cores, ${CLIENTS} clients, ${SECONDS} s, ${PLAYERS} players)`,
      `  tips committed      ${result.ok} (${result.errors} errors; ${tipEntries} tip entries in the ledger incl. warm-up)`,
      `  entries/s           ${entriesPerSecond.toFixed(1)}`,
      `  latency p50         ${quantile(result.latencies, 0.5).toFixed(1)} ms`,
      `  latency p99         ${quantile(result.latencies, 0.99).toFixed(1)} ms`,
      `  pgbench TPC-B tps   ${tps.toFixed(1)} (scale 10, ${CLIENTS} clients, ${SECONDS} s, same cluster)`,
      `  ratio               ${(entriesPerSecond / tps).toFixed(2)} entries/s per pgbench tps`,
      `  ledger check        ${isConsistent ? 'OK' : 'FAILED'}`,
    ];
    console.log(lines.join('\n'));
    if (!isConsistent || result.errors > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    await cluster.stop();
    clearTimeout(watchdog);
  }
}
