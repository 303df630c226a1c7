import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signupPayload } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { simulatedTip } from '#app/modules/payments/chains/simulator/simulated-chain';
import { insertSimulatedTransfer } from '#app/modules/payments/chains/simulator/simulator.repository';
import { startTestCluster, type TestCluster } from '#test/cluster';
import { startRestartablePostgres, type RestartablePostgres } from '#test/restartable-postgres';
import { createChaosClient, newBook, newStats, type Book, type ChaosPlayer } from './chaos-clients';

/**
 * Chaos under load (issue 25 item 3): players bet, tip, move money into and out of the vault and
 * request withdrawals, and deposits arrive on the (simulated) chain, while the server is
 * SIGKILLed every few seconds and PostgreSQL is once stopped with `pg_ctl stop -m immediate` and
 * started again. Clients retry with their idempotency keys. Afterwards every operation a client
 * saw accepted is recorded exactly once, every balance is what the clients' own books say, the
 * ledger checks out, and the server came back each time by itself — also through the database
 * restart, on its own pool.
 */

const USD = 100_000_000n;
const FUNDING = 1000n * USD;
const PLAYERS = 8;
const BLOCK_SECONDS = 0.5;
/** One deposit: 0.0002 BTC, at the shipped price of $91,000. */
const DEPOSIT_SATS = 20_000n;
const DEPOSIT_USD = (DEPOSIT_SATS * 91_000n * USD) / 100_000_000n;

let pg: RestartablePostgres;
let cluster: TestCluster;

beforeAll(async () => {
  pg = await startRestartablePostgres();
  cluster = await startTestCluster({
    replicas: 1,
    balancer: false,
    redis: false,
    database: pg.database,
    env: {
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000',
      PAYMENTS_WATCHERS: 'on',
      PAYMENTS_SCAN_INTERVAL_SECONDS: '1',
      CHAIN_SIMULATOR_BLOCK_SECONDS: String(BLOCK_SECONDS),
      TRUST_PROXY: '1',
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop().catch(() => {});
  await pg?.stop();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T | null | false>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

async function signUp(i: number): Promise<ChaosPlayer> {
  const ip = `203.0.113.${i + 1}`;
  const payload = signupPayload();
  const res = await fetch(`${cluster.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(payload),
  });
  expect(res.status).toBe(201);
  const { accessToken: token, user } = (await res.json()) as {
    accessToken: string;
    user: { id: string };
  };
  const { db } = cluster.database;
  await fundPlayer({ db, userId: user.id, amount: FUNDING });
  // Withdrawals need a verified email and $69 wagered (spec document 2 section 9).
  await db
    .updateTable('users')
    .set({ email_verified: true, amount_wagered: 100n * USD })
    .where('id', '=', user.id)
    .execute();
  const address = await fetch(`${cluster.url}/api/payments/deposit-address?currency=btc`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  });
  const { wallet } = (await address.json()) as { wallet: string };
  return { id: user.id, token, password: payload.password, ip, depositAddress: wallet };
}

/** The chain's side: a payment to the player's address, sent again until it is recorded. */
async function sendDeposit(player: ChaosPlayer, book: Book) {
  const txid = `SIMULATED-${randomBytes(16).toString('hex')}`;
  for (;;) {
    try {
      await insertSimulatedTransfer(cluster.database.db, {
        network: 'btc',
        direction: 'deposit',
        txid,
        address: player.depositAddress,
        tag: null,
        asset: 'BTC',
        amount: DEPOSIT_SATS,
        blockHeight: simulatedTip({ now: Date.now, blockSeconds: BLOCK_SECONDS }) + 1,
        reference: null,
      });
      break;
    } catch (error) {
      // Sent before the database went down, its answer lost: the unique txid says so.
      if ((error as { code?: string }).code === '23505') break;
      await sleep(250);
    }
  }
  book.deposits.push(txid);
}

it('loses and doubles nothing while the server is SIGKILLed and PostgreSQL crashes', async () => {
  const started = Date.now();
  const mark = (what: string) =>
    console.info(`chaos +${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
  const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => signUp(i)));
  const books = new Map(players.map((p) => [p.id, newBook(FUNDING)]));
  const bookOf = (p: ChaosPlayer) => books.get(p.id)!;
  const stats = newStats();
  const client = createChaosClient({ url: cluster.url, stats, deadline: Date.now() + 240_000 });
  const server = cluster.replicas[0]!;

  let isRunning = true;
  const play = async (player: ChaosPlayer, i: number) => {
    const next = players[(i + 1) % players.length]!;
    for (let turn = 0; isRunning; turn++) {
      const book = bookOf(player);
      switch (turn % 10) {
        case 2:
          await client.tip(player, book, next, bookOf(next));
          break;
        case 4:
          await client.vault(player, book, 'vault');
          break;
        case 6:
          await client.withdraw(player, book);
          break;
        case 8:
          await client.vault(player, book, turn % 20 === 8 ? 'balance' : 'vault');
          break;
        default:
          await client.bet(player, book);
      }
    }
  };
  let deposits = 0;
  const chain = async () => {
    while (isRunning) {
      const payee = players[deposits % PLAYERS]!;
      await sendDeposit(payee, bookOf(payee));
      deposits += 1;
      await sleep(1500);
    }
  };
  const load = Promise.all([...players.map(play), chain()]);
  load.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
  mark('load started');

  // The chaos: SIGKILLs every few seconds, and once the database crashes in the middle.
  const kills = { server: 0, database: 0 };
  let outage = { from: Infinity, to: -Infinity };
  let outageLog = '';
  /** The server's error-level log lines (a 500's cause), for a failure's message. */
  const errorLines = (log: string) =>
    log
      .split('\n')
      .filter((line) => line.includes('"level":50'))
      .slice(-5)
      .join('\n');
  const timings = { restartMs: [] as number[], databaseRecoveryMs: 0 };
  for (const step of ['kill', 'kill', 'database', 'kill', 'kill']) {
    await sleep(2000 + Math.random() * 1500);
    if (step === 'kill') {
      await server.kill();
      kills.server += 1;
      const at = Date.now();
      await server.start();
      timings.restartMs.push(Date.now() - at);
      mark(`killed and restarted (${Date.now() - at} ms)`);
      continue;
    }
    outage = { from: Date.now(), to: Infinity };
    await pg.crash();
    kills.database += 1;
    await sleep(1500);
    await pg.restart();
    const restartedAt = Date.now();
    // The same server process, never restarted, is ready again and takes bets: its pool
    // reconnected by itself.
    await until(
      async () => (await fetch(`${server.url}/api/health/ready`)).ok,
      'readiness after the database restart',
    ).catch((error: unknown) => {
      throw new Error(
        `${String(error)} (server running: ${server.isRunning()})\n${server.output()}`,
      );
    });
    expect(await client.bet(players[0]!, bookOf(players[0]!))).toBe(true);
    outage.to = Date.now();
    outageLog = server.output();
    timings.databaseRecoveryMs = outage.to - restartedAt;
    expect(server.isRunning()).toBe(true);
    mark(`database crashed, restarted, serving bets again after ${timings.databaseRecoveryMs} ms`);
  }
  isRunning = false;
  await load;
  mark('load ended');

  // Served again after the last kill: ready, and a bet goes through.
  expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  expect(await client.bet(players[1]!, bookOf(players[1]!))).toBe(true);

  const { db } = cluster.database;
  // Every deposit the chain sent is credited once (the watcher confirms them within seconds).
  const allTxids = players.flatMap((p) => bookOf(p).deposits);
  await until(async () => {
    const done = await db
      .selectFrom('payment_deposits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('txid', 'in', allTxids)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirstOrThrow();
    return Number(done.n) === allTxids.length;
  }, 'every deposit to be credited').catch(async (error: unknown) => {
    // Say which deposits wait, and what the btc watcher's jobs are doing.
    const jobs = await sql`SELECT state, started_on, output FROM pgboss.job
      WHERE name = 'payments-tick-btc' ORDER BY created_on DESC LIMIT 5`.execute(db);
    const recorded = await db
      .selectFrom('payment_deposits')
      .select('status')
      .where('txid', 'in', allTxids)
      .execute();
    throw new Error(
      `${String(error)}: ${recorded.length} of ${allTxids.length} recorded ` +
        `(${JSON.stringify(recorded.map((d) => d.status))}); btc ticks ${JSON.stringify(jobs.rows)}`,
    );
  });

  mark('deposits credited');
  for (const player of players) {
    const book = bookOf(player);
    // Bets: one row per accepted key, the very bet the client was told about, and no other.
    const bets = await db
      .selectFrom('bets')
      .select(['id', 'idempotency_key'])
      .where('user_id', '=', player.id)
      .execute();
    expect(bets).toHaveLength(book.bets.size);
    expect(new Set(bets.map((b) => b.id))).toEqual(new Set(book.bets.values()));
    // Tips and vault moves: one ledger entry per accepted key, none for a refused one.
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['idempotency_key', 'kind'])
      .where((eb) =>
        eb.or([
          eb('idempotency_key', 'like', `tip:${player.id}:%`),
          eb('idempotency_key', 'like', `vault:${player.id}:%`),
        ]),
      )
      .execute();
    expect(entries.map((e) => e.idempotency_key).sort()).toEqual(
      [
        ...book.tips.map((k) => `tip:${player.id}:${k}`),
        ...book.vaultMoves.map((k) => `vault:${player.id}:${k}`),
      ].sort(),
    );
    // Withdrawals: one row per accepted key, the one the client was answered.
    const withdrawals = await db
      .selectFrom('payment_withdrawals')
      .select('id')
      .where('user_id', '=', player.id)
      .execute();
    expect(new Set(withdrawals.map((w) => w.id))).toEqual(new Set(book.withdrawals.values()));
    expect(withdrawals).toHaveLength(book.withdrawals.size);
    // Deposits: one credited deposit per transaction sent, for the amount sent.
    const credited = await db
      .selectFrom('payment_deposits')
      .select(['txid', 'fiat_amount', 'ledger_entry_id'])
      .where('user_id', '=', player.id)
      .execute();
    expect(credited.map((d) => d.txid).sort()).toEqual([...book.deposits].sort());
    for (const deposit of credited) expect(deposit.fiat_amount).toBe(DEPOSIT_USD);
    const expectedCredits = book.credits + BigInt(book.deposits.length) * DEPOSIT_USD;
    // Balances: exactly what the clients' own books say, to the unit.
    const pockets = await db
      .selectFrom('ledger_accounts')
      .select(['pocket', 'balance'])
      .where('user_id', '=', player.id)
      .where('pocket', 'in', ['credits', 'vault'])
      .execute();
    const pocket = (name: string) => pockets.find((p) => p.pocket === name)?.balance ?? 0n;
    expect({ credits: pocket('credits'), vault: pocket('vault') }).toEqual({
      credits: expectedCredits,
      vault: book.vault,
    });
  }
  await expectLedgerConsistent(db);
  // The crash game's engine leads again too (its lock lives on a connection of its own).
  await until(() => cluster.crashLeader(), 'the crash engine to lead again');

  expect(stats.unexpected).toEqual([]);
  // 5xx only while the database was down; never after a restart of the server or the database.
  expect(stats.serverErrors.filter((e) => e.at < outage.from || e.at > outage.to)).toEqual([]);
  // ... and then a 503 that says to try again, never a 500.
  const codes = [...new Set(stats.serverErrors.map((e) => `${e.status} ${e.code}`))];
  expect(
    codes.filter((c) => c !== '503 SERVICE_UNAVAILABLE'),
    `${JSON.stringify(stats.serverErrors.filter((e) => e.status !== 503))}\n${errorLines(outageLog)}`,
  ).toEqual([]);
  const count = (size: (b: Book) => number) => players.reduce((sum, p) => sum + size(bookOf(p)), 0);
  console.info(
    `chaos: ${stats.operations} operations (${stats.accepted} accepted, ${stats.refused} refused: ` +
      `${count((b) => b.bets.size)} bets, ${count((b) => b.tips.length)} tips, ` +
      `${count((b) => b.vaultMoves.length)} vault moves, ${count((b) => b.withdrawals.size)} ` +
      `withdrawals) and ${allTxids.length} deposits; ${stats.retries} retries; ` +
      `${kills.server} SIGKILLs of the server (restart ${timings.restartMs.join('/')} ms) and ` +
      `${kills.database} PostgreSQL crash (serving bets ${timings.databaseRecoveryMs} ms after ` +
      `its restart; ${stats.serverErrors.length} 5xx while it was down); ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
}, 300_000);
