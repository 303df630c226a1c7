import { cpus } from 'node:os';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import { runLedgerCheck } from '../apps/server/src/modules/ledger/ledger-check';
import type { LeanHttpPool } from './lean-http';
import { closedLoop, REQUEST_TIMEOUT_MS, type Request } from './load';
import {
  benchPlayers,
  pgbenchTps,
  quantile,
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
const WATCHDOG_MS = 240_000;

/** A tip of $0.01 from a random player to another (a new pair for every request). */
function tipRequest(http: LeanHttpPool, players: Player[]): Request {
  return () => {
    const from = Math.floor(Math.random() * players.length);
    const to = (from + 1 + Math.floor(Math.random() * (players.length - 1))) % players.length;
    const sender = players[from];
    const recipient = players[to];
    if (!sender || !recipient) throw new Error('no players to tip between');
    return http.post(
      '/api/wallet/tip',
      { authorization: `Bearer ${sender.accessToken}` },
      JSON.stringify({ userId: recipient.id, amount: '0.01' }),
      REQUEST_TIMEOUT_MS,
    );
  };
}

export async function runLedgerBench(): Promise<void> {
  let server: RunningServer | undefined;
  let http: LeanHttpPool | undefined;
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

    const started = await benchPlayers({
      server,
      appUrl,
      count: PLAYERS,
      prefix: 'bench',
      maxSockets: CLIENTS,
    });
    const { http: client, players } = started;
    http = client;
    const tips = tipRequest(client, players);

    console.log(`bench ledger: ${PLAYERS} players funded; warm-up ${WARMUP_SECONDS} s`);
    await closedLoop(CLIENTS, () => tips, WARMUP_SECONDS);
    console.log(`bench ledger: ${CLIENTS} clients tipping for ${SECONDS} s`);
    const result = await closedLoop(CLIENTS, () => tips, SECONDS);
    client.destroy();
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
    if (result.firstError) console.warn(`  first error ${result.firstError}`);
    if (!isConsistent || result.errors > 0) process.exitCode = 1;
  } finally {
    http?.destroy();
    await server?.stop();
    await cluster.stop();
    clearTimeout(watchdog);
  }
}
