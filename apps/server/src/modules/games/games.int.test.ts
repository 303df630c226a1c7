import type {
  BetFairness,
  BetListResponse,
  BetRecord,
  BetResponse,
  ErrorBody,
  MinesActiveResponse,
  MinesStateResponse,
  RotateSeedResponse,
  SeedHistoryResponse,
  SeedPair,
  UserDetails,
} from '@tengu/shared';
import { hashServerSeed, outcome } from '@tengu/fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import type { Realtime } from '#app/realtime/realtime';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

let database: TestDatabase;
let server: TestServer;
const USD = 100_000_000n;
const emitted: Array<{ to: string; event: string; payload: unknown }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, MAX_PROFIT_PER_BET: '5000' },
  });
  // Record what the pipeline emits (the socket server itself is tested in realtime).
  const realtime: Realtime = server.realtime;
  const toUser = realtime.toUser.bind(realtime);
  const broadcast = realtime.broadcast.bind(realtime);
  realtime.toUser = (userId, event, payload) => {
    emitted.push({ to: userId, event, payload });
    toUser(userId, event, payload);
  };
  realtime.broadcast = (namespace, event, payload) => {
    emitted.push({ to: namespace, event, payload });
    broadcast(namespace, event, payload);
  };
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function player(credits = 100n * USD, freebets = 0n) {
  const signed = await signUp(server);
  const userId = signed.user.id;
  if (credits > 0n) await fundPlayer({ db: database.db, userId, amount: credits });
  if (freebets > 0n) {
    await fundPlayer({ db: database.db, userId, amount: freebets, pocket: 'freebets' });
  }
  return { userId, headers: bearer(signed.accessToken), username: signed.user.username };
}

type Player = Awaited<ReturnType<typeof player>>;

async function post<T>(
  p: Player,
  url: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) {
  const res = await server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...p.headers, ...extra },
  });
  return { status: res.statusCode, body: res.json() as T };
}
async function get<T>(url: string, p?: Player) {
  const res = await server.app.inject({ url, headers: p?.headers ?? {} });
  return { status: res.statusCode, body: res.json() as T };
}

describe('dice over HTTP', () => {
  it('settles a bet: balance, record fields, hidden server seed, events, ledger', async () => {
    const p = await player();
    const seeds = await get<SeedPair>('/api/fairness/seeds', p);
    expect(seeds.status).toBe(200);
    expect(seeds.body).toMatchObject({ server_seed: '', nonce: 0 });
    expect(seeds.body.client_seed).toMatch(/^[a-z0-9]{10}$/);

    emitted.length = 0;
    const res = await post<BetResponse>(p, '/api/games/dice/bet', {
      amount: '1.5',
      target: 50.5,
      condition: 'over',
    });
    expect(res.status).toBe(200);
    const { bet, balance } = res.body;
    expect(bet).toMatchObject({
      game: 'dice',
      game_name: 'Dice',
      username: p.username,
      amount: '1.5',
      credits_spent: '1.5',
      freebets_spent: '0',
      freebets_won: '0',
      client_seed: seeds.body.client_seed,
      server_seed: '',
      hashed_server_seed: seeds.body.hashed_server_seed,
      nonce: 0,
    });
    // 99 ÷ 49.5 % = 2 (four decimals, rounded down).
    const roll = bet.details['roll'] as number;
    const isWin = roll > 50.5;
    expect(bet.result).toBe(isWin ? 'WIN' : 'LOSS');
    expect(bet.multiplier).toBe(isWin ? 2 : 0);
    expect(bet.credits_won).toBe(isWin ? '3' : '0');
    expect(balance).toEqual({ credits: isWin ? '101.5' : '98.5', freebets: '0' });

    const events = emitted.map((e) => e.event);
    expect(events).toEqual([
      'user:balance',
      'user:creditsWagering',
      'user:rakeback',
      'user:ddProgress',
      'bets:new',
    ]);
    expect(emitted[1]?.payload).toEqual({ amount_wagered: '1.5' });
    // Rewards (issue 16): 5 % of the 1 % house edge of $1.5; 1 XP per dollar of a 1,000 XP hunt.
    expect(emitted[2]?.payload).toEqual({ rakeback_balance: '0.00075' });
    expect(emitted[3]?.payload).toEqual({ progress: 1, target: 1000 });
    expect(emitted[4]).toMatchObject({
      to: '/games',
      payload: { id: bet.id, game: 'dice', player: p.username, amount: '1.5' },
    });

    const me = await get<UserDetails>('/api/users/me', p);
    expect(me.body.amount_wagered).toBe('1.5');
    expect((await get<SeedPair>('/api/fairness/seeds', p)).body.nonce).toBe(1);
    await expectLedgerConsistent(database.db);
  });

  it('validates amount, target and condition', async () => {
    const p = await player();
    const bad = [
      { amount: '-1', target: 50, condition: 'over' },
      { amount: '1.123456789', target: 50, condition: 'over' },
      { amount: 'abc', target: 50, condition: 'over' },
      { amount: '1', target: 99.995, condition: 'over' },
      { amount: '1', target: 1, condition: 'over' },
      { amount: '1', target: 98.01, condition: 'under' },
      { amount: '1', target: 50, condition: 'sideways' },
    ];
    for (const payload of bad) {
      const res = await post<ErrorBody>(p, '/api/games/dice/bet', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const zero = await post<BetResponse>(p, '/api/games/dice/bet', {
      amount: '0',
      target: 2,
      condition: 'over',
    });
    expect(zero.status).toBe(200);
    expect(zero.body.bet.nonce).toBe(0);
  });

  it('refuses a bet whose potential profit exceeds MAX_PROFIT_PER_BET with a clear message', async () => {
    const p = await player(10_000n * USD);
    // 99 ÷ 1 % = 99×: 60 × 98 = 5,880 profit > 5,000.
    const res = await post<ErrorBody>(p, '/api/games/dice/bet', {
      amount: '60',
      target: 1,
      condition: 'under',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'MAX_PROFIT_EXCEEDED',
      message: 'Your potential profit exceeds the maximum of $5,000 per bet.',
    });
    expect((await get<SeedPair>('/api/fairness/seeds', p)).body.nonce).toBe(0);
  });

  it('refuses a stake above the balance and moves nothing', async () => {
    const p = await player(1n * USD);
    const res = await post<ErrorBody>(p, '/api/games/dice/bet', {
      amount: '2',
      target: 50,
      condition: 'over',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await get<SeedPair>('/api/fairness/seeds', p)).body.nonce).toBe(0);
    await expectLedgerConsistent(database.db);
  });

  it('spends free bets first and returns winnings pro rata; wagering counts credits only', async () => {
    const p = await player(10n * USD, 1n * USD);
    // Limbo at 1.01 wins ~98 % of the time; bet until one wins.
    let bet: BetRecord | undefined;
    for (let i = 0; i < 20 && bet?.result !== 'WIN'; i++) {
      const res = await post<BetResponse>(p, '/api/games/limbo/bet', {
        amount: '0.5',
        target: 1.01,
      });
      expect(res.status).toBe(200);
      bet = res.body.bet;
      if (i === 0) expect(bet.freebets_spent).toBe('0.5');
    }
    expect(bet?.result).toBe('WIN');
    if (bet && bet.freebets_spent !== '0') {
      // All from free bets: the winnings come back as free bets.
      expect(bet.freebets_won).toBe(bet.payout);
      expect(bet.credits_won).toBe('0');
    }
    const me = await get<UserDetails>('/api/users/me', p);
    const creditsSpent = (await get<BetListResponse>('/api/bets', p)).body.bets.reduce(
      (sum, b) => sum + Number(b.credits_spent),
      0,
    );
    expect(Number(me.body.amount_wagered)).toBeCloseTo(creditsSpent, 8);
    await expectLedgerConsistent(database.db);
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const p = await player();
    const payload = { amount: '1', target: 50, condition: 'under' };
    const key = { 'idempotency-key': 'retry-1' };
    const first = await post<BetResponse>(p, '/api/games/dice/bet', payload, key);
    const second = await post<BetResponse>(p, '/api/games/dice/bet', payload, key);
    expect(second.status).toBe(200);
    expect(second.body.bet).toEqual(first.body.bet);
    expect((await get<SeedPair>('/api/fairness/seeds', p)).body.nonce).toBe(1);
    await expectLedgerConsistent(database.db);
  });

  it('needs a signed-in player', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/games/dice/bet',
      payload: { amount: '1', target: 50, condition: 'over' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('plinko and limbo over HTTP', () => {
  it('pays the table multiplier of the bucket', async () => {
    const p = await player();
    const res = await post<BetResponse>(p, '/api/games/plinko/bet', {
      amount: '1',
      rows: 16,
      risk: 'high',
    });
    expect(res.status).toBe(200);
    const { bet } = res.body;
    expect(bet.details).toMatchObject({ rows: 16, risk: 'high' });
    const bucket = bet.details['bucket'] as number;
    const table = [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000];
    expect(bet.multiplier).toBe(table[bucket]);
    expect(Number(bet.payout)).toBeCloseTo(table[bucket] ?? -1, 8);
    const bad = await post<ErrorBody>(p, '/api/games/plinko/bet', {
      amount: '1',
      rows: 7,
      risk: 'low',
    });
    expect(bad.status).toBe(400);
  });

  it('limbo rejects targets outside 1.01–1,000,000', async () => {
    const p = await player();
    for (const target of [1, 1_000_000.01, 2.001]) {
      const res = await post<ErrorBody>(p, '/api/games/limbo/bet', { amount: '1', target });
      expect(res.status).toBe(400);
    }
  });
});

describe('mines over HTTP', () => {
  it('starts, survives a reload, reveals, cashes out; blocks seed rotation while running', async () => {
    const p = await player();
    const start = await post<MinesStateResponse>(p, '/api/games/mines/start', {
      amount: '2',
      mines: 3,
    });
    expect(start.status).toBe(200);
    expect(start.body.game).toMatchObject({ amount: '2', mines: 3, revealed: [], multiplier: 0 });
    expect(start.body.balance.credits).toBe('98');
    expect(JSON.stringify(start.body)).not.toContain('minePositions');

    const again = await post<ErrorBody>(p, '/api/games/mines/start', { amount: '1', mines: 3 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('GAME_IN_PROGRESS');

    const early = await post<ErrorBody>(p, '/api/games/mines/cashout');
    expect(early.status).toBe(400);

    const rotate = await post<ErrorBody>(p, '/api/fairness/seeds/rotate', {
      clientSeed: 'abcdefgh',
    });
    expect(rotate.status).toBe(409);
    expect(rotate.body.error.message).toBe(
      'You must finish your active bets in Mines to change your seed.',
    );

    // The layout is fixed by the seeds and the start nonce: read it from the database to play.
    const row = await database.db
      .selectFrom('active_games')
      .select('state')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const minePositions = (row.state as { minePositions: number[] }).minePositions;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !minePositions.includes(t));

    const active = await get<MinesActiveResponse>('/api/games/mines/active', p);
    expect(active.body.game?.id).toBe(start.body.game?.id);

    const reveal = await post<MinesStateResponse>(p, '/api/games/mines/reveal', { tile: safe[0] });
    expect(reveal.body.game?.revealed).toEqual([safe[0]]);
    // 0.99 × 25 ÷ 22 = 1.125.
    expect(reveal.body.game?.multiplier).toBe(1.125);
    const twice = await post<ErrorBody>(p, '/api/games/mines/reveal', { tile: safe[0] });
    expect(twice.status).toBe(400);

    const cash = await post<MinesStateResponse>(p, '/api/games/mines/cashout');
    expect(cash.status).toBe(200);
    expect(cash.body.game).toBeNull();
    expect(cash.body.bet).toMatchObject({
      game: 'mines',
      result: 'WIN',
      multiplier: 1.125,
      payout: '2.25',
      nonce: 0,
    });
    expect(cash.body.bet?.details['minePositions']).toEqual(minePositions);
    expect(cash.body.balance.credits).toBe('100.25');
    expect((await get<MinesActiveResponse>('/api/games/mines/active', p)).body.game).toBeNull();
    await expectLedgerConsistent(database.db);
  });

  it('refuses a reveal whose next multiplier would exceed the maximum profit; cash-out still works', async () => {
    const p = await player();
    // 20 mines, $100: 1 tile 4.95× (+$395), 2 tiles 29.7× (+$2,870), 3 tiles 227.7× (> $5,000).
    await post<MinesStateResponse>(p, '/api/games/mines/start', { amount: '100', mines: 20 });
    const row = await database.db
      .selectFrom('active_games')
      .select('state')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const minePositions = (row.state as { minePositions: number[] }).minePositions;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !minePositions.includes(t));
    await post(p, '/api/games/mines/reveal', { tile: safe[0] });
    const second = await post<MinesStateResponse>(p, '/api/games/mines/reveal', { tile: safe[1] });
    expect(second.body.game?.multiplier).toBe(29.7);
    const third = await post<ErrorBody>(p, '/api/games/mines/reveal', { tile: safe[2] });
    expect(third.status).toBe(400);
    expect(third.body.error.code).toBe('MAX_PROFIT_EXCEEDED');
    const cash = await post<MinesStateResponse>(p, '/api/games/mines/cashout');
    expect(cash.body.bet).toMatchObject({ payout: '2970', multiplier: 29.7 });
    await expectLedgerConsistent(database.db);
  });

  it('loses the stake on a mine and reveals the layout', async () => {
    const p = await player();
    await post<MinesStateResponse>(p, '/api/games/mines/start', { amount: '1', mines: 24 });
    const row = await database.db
      .selectFrom('active_games')
      .select('state')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const mine = (row.state as { minePositions: number[] }).minePositions[0];
    const res = await post<MinesStateResponse>(p, '/api/games/mines/reveal', { tile: mine });
    expect(res.body.game).toBeNull();
    expect(res.body.bet).toMatchObject({ result: 'LOSS', payout: '0', multiplier: 0 });
    expect(res.body.balance.credits).toBe('99');
    const none = await post<ErrorBody>(p, '/api/games/mines/cashout');
    expect(none.status).toBe(404);
    await expectLedgerConsistent(database.db);
  });
});

describe('seeds, history and bet lookups', () => {
  it('rotates: reveals the pair, promotes the committed next seed, resets the nonce', async () => {
    const p = await player();
    const before = (await get<SeedPair>('/api/fairness/seeds', p)).body;
    const bets: BetRecord[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post<BetResponse>(p, '/api/games/plinko/bet', {
        amount: '0.1',
        rows: 8,
        risk: 'low',
      });
      bets.push(res.body.bet);
    }
    const fairnessBefore = await get<BetFairness>(`/api/bets/${bets[1]?.id}/fairness`);
    expect(fairnessBefore.body).toMatchObject({ server_seed: '', solved: null, nonce: 1 });

    const bad = await post<ErrorBody>(p, '/api/fairness/seeds/rotate', { clientSeed: 'short' });
    expect(bad.status).toBe(400);

    const rotated = await post<RotateSeedResponse>(p, '/api/fairness/seeds/rotate', {
      clientSeed: 'my-seed!',
    });
    expect(rotated.status).toBe(200);
    const { previous, current } = rotated.body;
    expect(hashServerSeed(previous.server_seed)).toBe(before.hashed_server_seed);
    expect(previous).toMatchObject({ client_seed: before.client_seed, min_nonce: 0, max_nonce: 2 });
    expect(current).toMatchObject({
      client_seed: 'my-seed!',
      hashed_server_seed: before.next_server_seed,
      server_seed: '',
      nonce: 0,
    });

    const shared = await get<BetRecord>(`/api/bets/${bets[2]?.id}`);
    expect(shared.status).toBe(200);
    expect(shared.body.server_seed).toBe(previous.server_seed);

    const fairness = await get<BetFairness>(`/api/bets/${bets[2]?.id}/fairness`);
    expect(fairness.body).toMatchObject({ nonce: 2, opts: { rows: 8 } });
    expect(fairness.body.solved).toEqual(
      outcome('plinko', {
        serverSeed: previous.server_seed,
        clientSeed: before.client_seed,
        nonce: 2,
        opts: { rows: 8 },
      }),
    );
    expect(fairness.body.solved?.['bucket']).toBe(bets[2]?.details['bucket']);

    const history = await get<SeedHistoryResponse>('/api/fairness/history', p);
    expect(history.body.pairs).toHaveLength(1);
    expect(history.body.pairs[0]).toEqual(previous);

    const next = await post<BetResponse>(p, '/api/games/dice/bet', {
      amount: '0',
      target: 50,
      condition: 'over',
    });
    expect(next.body.bet).toMatchObject({ nonce: 0, client_seed: 'my-seed!', server_seed: '' });
  });

  it('lists own bets newest first with a cursor and a game filter', async () => {
    const p = await player();
    for (let i = 0; i < 23; i++) {
      await post(p, '/api/games/dice/bet', { amount: '0', target: 50, condition: 'over' });
    }
    await post(p, '/api/games/limbo/bet', { amount: '0', target: 2 });
    const page1 = await get<BetListResponse>('/api/bets?game=dice', p);
    expect(page1.body.bets).toHaveLength(20);
    expect(page1.body.bets[0]?.nonce).toBe(22);
    expect(page1.body.nextCursor).not.toBeNull();
    const page2 = await get<BetListResponse>(
      `/api/bets?game=dice&cursor=${page1.body.nextCursor}`,
      p,
    );
    expect(page2.body.bets.map((b) => b.nonce)).toEqual([2, 1, 0]);
    expect(page2.body.nextCursor).toBeNull();
    const all = await get<BetListResponse>('/api/bets', p);
    expect(all.body.bets[0]?.game).toBe('limbo');
    expect((await get('/api/bets')).status).toBe(401);
    expect((await get(`/api/bets/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});
