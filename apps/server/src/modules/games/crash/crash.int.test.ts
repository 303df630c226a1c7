import { createHmac } from 'node:crypto';
import type {
  BetFairness,
  BetRecord,
  CrashBetResponse,
  CrashChain,
  CrashPlayersPayload,
  CrashRound,
  CrashRoundDetail,
  CrashStateResponse,
  CrashTick,
  ErrorBody,
} from '@tengu/shared';
import { buildChain, crashPoint, outcome, verifyChainLink } from '@tengu/fairness';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { ChainReader } from './crash-chain';
import { findCheckpoint } from './crash.repository';
import { firstPoints, installChain, SALT, seedWhere, waitFor } from './crash.int-helpers';

const USD = 100_000_000n;
const LENGTH = 40;
let database: TestDatabase;
let server: TestServer;
let socket: Socket;
let seed: string;
const rounds: CrashRound[] = [];
const ticks: CrashTick[] = [];
const playerEvents: CrashPlayersPayload[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The early rounds bust between 1.15× and 1.5×: after the cash-outs below, yet quickly.
  seed = seedWhere(LENGTH, (points) => points.every((p) => p >= 1.15 && p <= 1.5), 5);
  await installChain(database.db, seed, LENGTH);
  server = await createTestApp({
    db: database.db,
    env: {
      ...TEST_ENV,
      DATABASE_URL: database.url,
      CRASH_ENGINE: 'true',
      CRASH_SALT: SALT,
      CRASH_WAITING_MS: '2500',
      CRASH_PAUSE_MS: '300',
      MAX_PROFIT_PER_BET: '1000',
      LOG_LEVEL: process.env.CRASH_TEST_LOG ?? 'silent',
    },
  });
  const baseUrl = await server.listen();
  socket = connect(`${baseUrl}/games`, { transports: ['websocket'], reconnection: false });
  socket.on('crash:round', (r: CrashRound) => rounds.push(r));
  socket.on('crash:tick', (t: CrashTick) => ticks.push(t));
  socket.on('crash:players', (p: CrashPlayersPayload) => playerEvents.push(p));
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
});

afterAll(async () => {
  socket?.close();
  await server?.close();
  await database?.drop();
});

async function player(credits = 100n * USD, freebets = 0n) {
  const signed = await signUp(server);
  const userId = signed.user.id;
  if (credits > 0n) await fundPlayer({ db: database.db, userId, amount: credits });
  if (freebets > 0n)
    await fundPlayer({ db: database.db, userId, amount: freebets, pocket: 'freebets' });
  return { userId, headers: bearer(signed.accessToken), username: signed.user.username };
}
type Player = Awaited<ReturnType<typeof player>>;

async function post<T>(p: Player, url: string, payload?: object) {
  const res = await server.app.inject({ method: 'POST', url, payload, headers: p.headers });
  return { status: res.statusCode, body: res.json() as T };
}
async function get<T>(url: string) {
  const res = await server.app.inject({ url });
  return { status: res.statusCode, body: res.json() as T };
}
const state = async () => (await get<CrashStateResponse>('/api/games/crash/state')).body;

/** A round in its countdown with at least `marginMs` of betting left, newer than `after`. */
async function waitingRound(after = 0, marginMs = 800): Promise<CrashRound> {
  return waitFor(
    async () => {
      const { round } = await state();
      if (!round || round.phase !== 'waiting' || round.id <= after) return null;
      return Date.parse(round.betting_ends_at) - round.server_time > marginMs ? round : null;
    },
    { what: 'a waiting round' },
  );
}
const roundPhase = (id: number, phase: CrashRound['phase']) =>
  waitFor(
    async () => {
      const { round } = await state();
      return round && round.id === id && round.phase === phase ? round : null;
    },
    { what: `round ${id} ${phase}` },
  );
async function settledRound(id: number) {
  return waitFor(
    async () => {
      const row = await database.db
        .selectFrom('crash_rounds')
        .selectAll()
        .where('id', '=', id)
        .where('settled_at', 'is not', null)
        .executeTakeFirst();
      return row ?? null;
    },
    { what: `round ${id} settled` },
  );
}

describe('the chain', () => {
  it('publishes the terminating hash and stores only checkpoints that reproduce every hash', async () => {
    const chain = buildChain(seed, LENGTH + 1);
    const published = await get<CrashChain>('/api/games/crash/chain');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      terminating_hash: chain[LENGTH],
      salt: SALT,
      length: LENGTH,
    });
    const stored = await database.db.selectFrom('crash_chain_checkpoints').select('idx').execute();
    expect(stored.map((r) => r.idx).sort((a, b) => a - b)).toEqual([
      0, 4, 8, 12, 16, 20, 24, 28, 32, 36,
    ]);
    const reader = new ChainReader(4, (idx) => findCheckpoint(database.db, published.body.id, idx));
    for (let idx = LENGTH - 1; idx >= 0; idx--) expect(await reader.hashAt(idx)).toBe(chain[idx]);
  });

  it('plays the chain backwards: each revealed hash links to the one before, the first to the terminator', async () => {
    await waitFor(async () => (await state()).history.length >= 2, { what: 'two rounds' });
    const { history, chain } = await state();
    const chained = buildChain(seed, LENGTH + 1);
    const oldest = [...history].reverse();
    expect(oldest[0]?.id).toBe(1);
    for (const [i, item] of oldest.entries()) {
      expect(item.hash).toBe(chained[LENGTH - 1 - i]);
      const detail = await get<CrashRoundDetail>(`/api/games/crash/rounds/${item.id}`);
      expect(detail.body.previous_hash).toBe(
        i === 0 ? chain?.terminating_hash : oldest[i - 1]?.hash,
      );
      expect(verifyChainLink(detail.body.hash, detail.body.previous_hash)).toBe(true);
      expect(detail.body.salt).toBe(SALT);
    }
    expect(oldest.map((r) => r.crash_point)).toEqual(firstPoints(seed, LENGTH, oldest.length));
  });

  it('hides the hash and point of a round that has not crashed', async () => {
    const round = await waitingRound();
    expect(round.hash).toBeNull();
    expect(round.crash_point).toBeNull();
    expect((await get<ErrorBody>(`/api/games/crash/rounds/${round.id}`)).status).toBe(404);
  });
});

describe('the crash formula', () => {
  it('matches HMAC-SHA256(key = hash, message = salt) → 2³² ÷ (X + 1) × 0.99, and tengu-verify', async () => {
    const { history } = await state();
    for (const round of history) {
      const hmac = createHmac('sha256', round.hash).update(SALT).digest('hex');
      const x = Number.parseInt(hmac.slice(0, 8), 16);
      const expected = Math.floor(Math.max(1, (2 ** 32 / (x + 1)) * 0.99) * 100) / 100;
      expect(round.crash_point).toBe(expected);
      expect(crashPoint(round.hash, SALT)).toBe(expected);
      // What `tengu-verify crash --opts '{"hash":…,"salt":…}'` computes.
      expect(outcome('crash', { opts: { hash: round.hash, salt: SALT } })).toEqual({
        result: expected,
      });
    }
    // Fixed vectors: X = 0xffffffff busts at 1.00; small X give the largest points.
    const hash = 'a'.repeat(64);
    const x = Number.parseInt(createHmac('sha256', hash).update('s').digest('hex').slice(0, 8), 16);
    expect(crashPoint(hash, 's')).toBe(
      Math.floor(Math.max(1, (2 ** 32 / (x + 1)) * 0.99) * 100) / 100,
    );
  });
});

describe('a round', () => {
  it('takes bets in the countdown, pays auto cash-outs at exactly their target and manual ones at the instant, and a late cash-out loses', async () => {
    const auto = await player();
    const manual = await player();
    const stayer = await player();
    const tooHigh = await player();
    const freebet = await player(100n * USD, 5n * USD);
    const [overMax, autoTooLow, autoBadDecimals, latecomer] = await Promise.all([
      player(),
      player(),
      player(),
      player(),
    ]);
    const round = await waitingRound(0, 1800);

    const bet = (p: Player, body: object) =>
      post<CrashBetResponse>(p, '/api/games/crash/bet', body);
    const placed = await bet(auto, { amount: '10', autoCashout: 1.1 });
    expect(placed.status).toBe(200);
    expect(placed.body.bet).toMatchObject({
      round_id: round.id,
      amount: '10',
      auto_cashout: 1.1,
      status: 'active',
    });
    expect(placed.body.balance.credits).toBe('90');
    expect((await bet(auto, { amount: '1' })).status).toBe(409);
    expect((await bet(manual, { amount: '20' })).status).toBe(200);
    expect((await bet(stayer, { amount: '5' })).status).toBe(200);
    expect((await bet(tooHigh, { amount: '3', autoCashout: 50 })).status).toBe(200);
    expect((await bet(freebet, { amount: '10', autoCashout: 1.1 })).body.balance).toEqual({
      credits: '95',
      freebets: '0',
    });
    // Profit over MAX_PROFIT_PER_BET (1,000) at the auto cash-out, and bad input: refused, nothing moved.
    const refused = await bet(overMax, { amount: '100', autoCashout: 20 });
    expect(refused.status).toBe(400);
    expect((await bet(autoTooLow, { amount: '1', autoCashout: 1 })).status).toBe(400);
    expect((await bet(autoBadDecimals, { amount: '1', autoCashout: 1.234 })).status).toBe(400);
    // Cashing out before the start is refused.
    expect((await post<ErrorBody>(manual, '/api/games/crash/cashout')).status).toBe(400);

    await roundPhase(round.id, 'running');
    expect((await bet(latecomer, { amount: '1' })).body).toMatchObject({
      error: { code: 'INVALID_MOVE' },
    });
    // Ticks show the multiplier rounded; the cash-out floors it at the server's instant.
    await waitFor(async () => ticks.some((t) => t.round_id === round.id && t.multiplier >= 1.03), {
      what: 'ticks',
    });
    const cashed = await post<CrashBetResponse>(manual, '/api/games/crash/cashout');
    expect(cashed.status).toBe(200);
    const at = cashed.body.bet.cashout ?? 0;
    expect(at).toBeGreaterThanOrEqual(1.02);
    expect(cashed.body.bet.status).toBe('cashed');
    expect(cashed.body.bet.payout).toBe((Math.round(20 * at * 100) / 100).toString());
    expect((await post<ErrorBody>(manual, '/api/games/crash/cashout')).status).toBe(409);

    const crashed = await roundPhase(round.id, 'crashed');
    const point = crashed.crash_point ?? 0;
    expect(at).toBeLessThan(point);
    const late = await post<ErrorBody>(stayer, '/api/games/crash/cashout');
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(
      `Too late: the round crashed at ${point.toFixed(2)}×. Your bet lost.`,
    );
    await settledRound(round.id);

    const rows = await database.db
      .selectFrom('crash_bets')
      .selectAll()
      .where('round_id', '=', round.id)
      .execute();
    const of = (p: Player) => rows.find((r) => r.user_id === p.userId);
    expect(of(auto)).toMatchObject({ status: 'cashed', cashout_e2: 110n, credits_won: 11n * USD });
    expect(of(freebet)).toMatchObject({
      status: 'cashed',
      cashout_e2: 110n,
      credits_won: 550_000_000n,
      freebets_won: 550_000_000n,
    });
    expect(of(stayer)).toMatchObject({ status: 'lost', credits_won: 0n });
    expect(of(tooHigh)).toMatchObject({ status: 'lost' });
    expect(rows).toHaveLength(5);

    // Each bet is in the bet history once, with the round as its nonce and the point revealed.
    const history = await database.db
      .selectFrom('bets')
      .selectAll()
      .where('game', '=', 'crash')
      .where('nonce', '=', round.id)
      .execute();
    expect(history.map((b) => b.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const b of history) {
      expect(b.seed_id).toBeNull();
      expect(b.details).toMatchObject({
        round_id: round.id,
        crash_point: point,
        hash: crashed.hash,
        salt: SALT,
      });
    }
    expect(history.find((b) => b.user_id === auto.userId)).toMatchObject({
      result: 'WIN',
      multiplier_e4: 11_000n,
    });
    expect(history.find((b) => b.user_id === stayer.userId)).toMatchObject({
      result: 'LOSS',
      multiplier_e4: 0n,
    });
    // The bet detail modal reads it like any bet, and its Fairness tab reproduces the point.
    const autoBet = history.find((b) => b.user_id === auto.userId);
    const view = await get<BetRecord>(`/api/bets/${autoBet?.id}`);
    expect(view.body).toMatchObject({ game: 'crash', game_name: 'Crash', nonce: round.id });
    const fairness = await get<BetFairness>(`/api/bets/${autoBet?.id}/fairness`);
    expect(fairness.body.solved).toEqual({ result: point });

    // The socket saw the phases, rising ticks and the players' updates.
    const seen = rounds.filter((r) => r.id === round.id).map((r) => r.phase);
    expect(seen).toEqual(expect.arrayContaining(['waiting', 'running', 'crashed']));
    const multipliers = ticks.filter((t) => t.round_id === round.id).map((t) => t.multiplier);
    expect(multipliers.length).toBeGreaterThan(3);
    expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
    expect(Math.max(...multipliers)).toBeLessThan(point);
    await waitFor(async () =>
      playerEvents.some((e) =>
        e.players.some((p) => p.username === manual.username && p.status === 'cashed'),
      ),
    );
    const final = await state();
    expect(final.history[0]).toMatchObject({ id: round.id, crash_point: point });
    await expectLedgerConsistent(database.db);
  });
});
