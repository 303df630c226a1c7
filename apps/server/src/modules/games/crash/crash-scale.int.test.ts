import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CrashPlayersPayload, CrashRound, CrashTick } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '#app/errors/app-error';
import { TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { houseAccount, playerAccount } from '#app/modules/ledger/accounts';
import { postEntry } from '#app/modules/ledger/ledger.service';
import { expectLedgerConsistent, testPlayers } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { CrashFeed } from './crash-feed';
import { startCrashRuntime, type CrashRuntime } from './crash-runtime';
import { cashOutCrash, placeCrashBet } from './crash.service';
import { findLatestRound } from './crash.repository';
import { installChain, quietLog, seedWhere, waitFor } from './crash.int-helpers';

/**
 * Issue 7, scale: 1,000 players, each with a real socket.io-client connection on /games, bet in
 * one round; half set an auto cash-out, the other half cash out by hand when their socket sees
 * the multiplier pass their target. Every bet must be settled exactly right.
 */

const PLAYERS = Number(process.env['CRASH_SCALE_PLAYERS'] ?? 1000);
const phases: string[] = [];
const mark = (what: string, since: number) => phases.push(`${what} ${Date.now() - since} ms`);
const USD = 100_000_000n;
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let runtime: CrashRuntime | null = null;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The first round busts between 2× and 2.6× (12–16 s of curve), above every target below.
  const seed = seedWhere(20, ([first]) => first !== undefined && first >= 2 && first <= 2.6, 1);
  await installChain(database.db, seed, 20);
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
  });
});

afterAll(async () => {
  console.info(`crash scale phases: ${phases.join(', ')}`);
  for (const socket of sockets) socket.close();
  await runtime?.stop();
  await server?.close();
  await database?.drop();
});

/** Players funded in a few ledger entries (not 1,000 sign-ups). */
async function fundedPlayers(count: number): Promise<string[]> {
  const ids = await testPlayers(database.db, count);
  for (let i = 0; i < ids.length; i += 200) {
    const batch = ids.slice(i, i + 200);
    await postEntry({
      db: database.db,
      idempotencyKey: `test_funding:${randomUUID()}`,
      kind: 'test_funding',
      postings: [
        ...batch.map((id) => ({ account: playerAccount(id, 'credits'), amount: 10n * USD })),
        { account: houseAccount('bonus_expense', 0), amount: -10n * USD * BigInt(batch.length) },
      ],
    });
  }
  return ids;
}

/** At most 8 cash-outs in flight, as a server's request concurrency would have it. */
let inFlight = 0;
const waiting: Array<() => void> = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= 8) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    waiting.shift()?.();
  }
}

/** Runs `work` over the items, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

it('settles every bet of 1,000 players with real socket connections in one round', async () => {
  const started = Date.now();
  const ids = await fundedPlayers(PLAYERS);
  mark('players funded', started);
  const baseUrl = await server.listen();
  const feed = new CrashFeed(() => server.realtime);

  // Player i: even → auto cash-out at 1.10–1.49; odd → cash out by hand from 1.02–1.21.
  const autoOf = (i: number) => (i % 2 === 0 ? (110 + (i % 40)) / 100 : null);
  const manualOf = (i: number) => (102 + (i % 20)) / 100;
  const ticksSeen = new Array<number>(PLAYERS).fill(0);
  const crashedSeen = new Array<boolean>(PLAYERS).fill(false);
  const cashouts: Array<Promise<void>> = [];
  const late = new Set<string>();
  const failures: unknown[] = [];
  const players: CrashPlayersPayload['players'] = [];
  const watcherIndex = 1;

  // The engine starts now, with a countdown long enough for 1,000 bets on two cores.
  runtime = startCrashRuntime({
    db: database.db,
    config: server.config,
    realtime: () => server.realtime,
    log: quietLog,
    connectionString: database.url,
    // The countdown is ended by the test once every player is in (bets and sockets).
    overrides: { waitingMs: 600_000, pauseMs: 600_000, retryMs: 100 },
  });
  const round = await waitFor(async () => {
    const r = await findLatestRound(database.db);
    return r?.phase === 'waiting' ? r : null;
  });
  const betting = pool(
    ids.map((id, i) => ({ id, i })),
    8,
    async ({ id, i }) => {
      const autoCashout = autoOf(i);
      const placed = await placeCrashBet({
        db: database.db,
        userId: id,
        request: { amount: `${1 + (i % 5)}`, ...(autoCashout ? { autoCashout } : {}) },
        maxProfit: 10_000n * USD,
      });
      feed.effects(placed.effects);
      feed.player(placed.player);
    },
  ).then(() => mark('bets placed', started));
  const connecting = pool(
    ids.map((id, i) => ({ id, i })),
    100,
    async ({ id, i }) => {
      const socket = connect(`${baseUrl}/games`, {
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      let isCashing = false;
      socket.on('crash:tick', (tick: CrashTick) => {
        ticksSeen[i] = (ticksSeen[i] ?? 0) + 1;
        if (autoOf(i) !== null || isCashing || tick.multiplier < manualOf(i)) return;
        isCashing = true;
        cashouts.push(
          limited(() => cashOutCrash({ db: database.db, userId: id })).then(
            (cashed) => {
              feed.effects(cashed.effects);
              feed.player(cashed.paid.player);
            },
            (error: unknown) => {
              // On an overloaded machine a request can reach the server after the bust: it
              // must lose, and that is checked below. Anything else is a failure.
              if (error instanceof AppError && error.code === 'INVALID_MOVE') late.add(id);
              else failures.push(error);
            },
          ),
        );
      });
      socket.on('crash:round', (round: CrashRound) => {
        if (round.phase === 'crashed') crashedSeen[i] = true;
      });
      if (i === watcherIndex) {
        socket.on('crash:players', (payload: CrashPlayersPayload) =>
          players.push(...payload.players),
        );
      }
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(null));
        socket.once('connect_error', reject);
      });
    },
  ).then(() => mark('sockets connected', started));
  // Bets and connections overlap, as they would with real players.
  await Promise.all([betting, connecting]);
  const betsPlacedAt = Date.now();
  expect(sockets.filter((s) => s.connected)).toHaveLength(PLAYERS);
  // Every player is in and connected: end the countdown now rather than wait it out.
  await sql`UPDATE crash_rounds SET betting_ends_at = clock_timestamp() WHERE id = ${round.id}`.execute(
    database.db,
  );
  const betsTook = betsPlacedAt - round.created_at.getTime();
  const current = await findLatestRound(database.db);
  expect(current?.id).toBe(round.id);
  expect(current?.phase).toBe('waiting');

  const settled = await waitFor(
    async () => {
      const r = await findLatestRound(database.db);
      return r?.id === round.id && r.settled_at ? r : null;
    },
    { timeoutMs: 180_000, what: 'the round settled' },
  );
  mark('round settled', started);
  await Promise.all(cashouts);
  feed.flush();
  expect(failures).toEqual([]);
  expect(cashouts.length).toBe(PLAYERS / 2);
  expect(late.size).toBeLessThan(PLAYERS / 2);
  const point = Number(settled.crash_point_e2) / 100;

  const bets = await database.db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', round.id)
    .execute();
  expect(bets).toHaveLength(PLAYERS);
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  for (const bet of bets) {
    const i = indexOf.get(bet.user_id) ?? -1;
    const auto = autoOf(i);
    if (late.has(bet.user_id)) {
      expect(bet).toMatchObject({ status: 'lost', credits_won: 0n, freebets_won: 0n });
      continue;
    }
    expect(bet.status).toBe('cashed');
    const cashout = Number(bet.cashout_e2) / 100;
    if (auto !== null) expect(cashout).toBe(auto);
    else {
      expect(cashout).toBeGreaterThanOrEqual(manualOf(i));
      expect(cashout).toBeLessThan(point);
    }
    expect(bet.credits_won + bet.freebets_won).toBe((bet.amount * (bet.cashout_e2 ?? 0n)) / 100n);
  }
  const history = await database.db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('game', '=', 'crash')
    .executeTakeFirstOrThrow();
  expect(Number(history.n)).toBe(PLAYERS);
  await expectLedgerConsistent(database.db);

  // Every socket saw the curve and the bust; the watcher saw every bet and every cash-out.
  await waitFor(async () => crashedSeen.every(Boolean), { what: 'every socket to see the bust' });
  expect(Math.min(...ticksSeen)).toBeGreaterThan(5);
  const cashedCount = PLAYERS - late.size;
  const seenCashed = () =>
    new Set(players.filter((p) => p.status === 'cashed').map((p) => p.bet_id)).size;
  await waitFor(async () => seenCashed() === cashedCount, { timeoutMs: 60_000 }).catch(() => {
    throw new Error(`the watcher saw ${seenCashed()} of ${cashedCount} cash-outs`);
  });
  console.info(
    `crash scale: ${PLAYERS} sockets, bets and connections took ${betsTook} ms, round ${round.id} busted at ${point}×, manual cash-outs after the bust ${late.size}, total ${Date.now() - started} ms`,
  );
}, 500_000);
