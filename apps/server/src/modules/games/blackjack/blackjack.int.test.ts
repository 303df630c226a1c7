import {
  applyBlackjackAction,
  dealBlackjack,
  handTotal,
  settleBlackjack,
  unitsToDecimal,
  type BetRecord,
  type BlackjackAction,
  type BlackjackActiveResponse,
  type BlackjackBetDetails,
  type BlackjackRound,
  type BlackjackStateResponse,
  type ErrorBody,
  type RotateSeedResponse,
  type SeedPair,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { blackjackSequence } from './blackjack.service';

let database: TestDatabase;
let server: TestServer;
const USD = 100_000_000n;
const ENV = { ...TEST_ENV, MAX_PROFIT_PER_BET: '5000' };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: ENV });
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
  return { userId, headers: bearer(signed.accessToken) };
}
type Player = Awaited<ReturnType<typeof player>>;

async function post<T>(p: Player, url: string, payload?: unknown, on: TestServer = server) {
  const res = await on.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: p.headers,
  });
  return { status: res.statusCode, body: res.json() as T };
}
async function get<T>(p: Player, url: string, on: TestServer = server) {
  const res = await on.app.inject({ url, headers: p.headers });
  return { status: res.statusCode, body: res.json() as T };
}
const start = (p: Player, amount: string) =>
  post<BlackjackStateResponse>(p, '/api/games/blackjack/start', { amount });
const act = (p: Player, action: BlackjackAction, on?: TestServer) =>
  post<BlackjackStateResponse>(p, '/api/games/blackjack/action', { action }, on);

/**
 * Picks the player's client seed so that their next hand deals as `wanted` says: the server seed
 * stays the secret one, only the client seed (the player's own choice anyway) is searched.
 */
async function arrange(p: Player, wanted: (round: BlackjackRound) => boolean) {
  await get<SeedPair>(p, '/api/fairness/seeds');
  const seed = await database.db
    .selectFrom('fairness_seeds')
    .select(['id', 'server_seed', 'nonce'])
    .where('user_id', '=', p.userId)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 50_000; i++) {
    const clientSeed = `arranged${i}`;
    const round = dealBlackjack(
      blackjackSequence({ serverSeed: seed.server_seed, clientSeed, nonce: seed.nonce }),
    );
    if (wanted(round)) {
      await database.db
        .updateTable('fairness_seeds')
        .set({ client_seed: clientSeed })
        .where('id', '=', seed.id)
        .execute();
      return round;
    }
  }
  throw new Error('no client seed found for the wanted deal');
}

const up = (r: BlackjackRound) => r.dealer[0] ?? '';
const upIsAce = (r: BlackjackRound) => up(r).startsWith('A');
const playerCards = (r: BlackjackRound) => r.hands[0]?.cards ?? [];
/** A hand that runs (no blackjack at the deal, no insurance question). */
const running = (r: BlackjackRound) => r.phase === 'player';
const isPair = (r: BlackjackRound) => {
  const [a = '', b = ''] = playerCards(r);
  return a.slice(0, -1) === b.slice(0, -1) && !a.startsWith('A');
};

async function ledgerKeys(gameId: string) {
  const rows = await database.db
    .selectFrom('ledger_entries')
    .select('idempotency_key')
    .where('reference', '=', gameId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.idempotency_key);
}

async function balanceOf(p: Player) {
  const res = await get<{ credits: string; freebets: string }>(p, '/api/wallet/balance');
  return { credits: res.body.credits, freebets: res.body.freebets };
}

/** Plays `hands` hands with random legal moves, then checks each against the revealed seeds. */
async function verifyRandomHands(hands: number) {
  const p = await player(1_000_000n * USD);
  const bets: BetRecord[] = [];
  for (let i = 0; i < hands; i++) {
    let state = (await start(p, '1')).body;
    while (state.game) {
      const legal = state.game.actions;
      const choice = legal[Math.floor(Math.random() * legal.length)] ?? 'stand';
      const next = await act(p, choice);
      expect(next.status).toBe(200);
      state = next.body;
    }
    bets.push(state.bet as BetRecord);
  }
  const rotated = await post<RotateSeedResponse>(p, '/api/fairness/seeds/rotate', {
    clientSeed: 'newseed1',
  });
  const { server_seed: serverSeed, client_seed: clientSeed } = rotated.body.previous;
  expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
  let staked = 0n;
  let returned = 0n;
  for (const bet of bets) {
    const details = bet.details as unknown as BlackjackBetDetails;
    const verified = outcome('blackjack', { serverSeed, clientSeed, nonce: bet.nonce }).cards;
    expect(verified.slice(0, details.cards.length)).toEqual(details.cards);
    // Replaying the recorded decisions on the verified cards gives the recorded hands.
    const replay = details.actions.reduce(
      (round, { action }) => applyBlackjackAction(round, action as BlackjackAction),
      dealBlackjack(verified),
    );
    expect(replay.phase).toBe('done');
    expect(replay.hands.map((h) => h.cards)).toEqual(details.hands.map((h) => h.cards));
    expect(replay.dealer).toEqual(details.dealer.cards);
    const money = settleBlackjack(replay, USD);
    expect(bet.amount).toBe(unitsToDecimal(money.staked));
    expect(bet.payout).toBe(unitsToDecimal(money.returned));
    staked += money.staked;
    returned += money.returned;
  }
  // The bet's fairness endpoint solves it the same way.
  const first = bets[0] as BetRecord;
  const fairness = await get<{ solved: { cards: string[] } }>(p, `/api/bets/${first.id}/fairness`);
  expect(fairness.body.solved.cards).toEqual(
    outcome('blackjack', { serverSeed, clientSeed, nonce: first.nonce }).cards,
  );
  expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
  const balance = await balanceOf(p);
  expect(balance.credits).toBe(unitsToDecimal(1_000_000n * USD - staked + returned));
}

describe('blackjack over HTTP', () => {
  it('deals a running hand: up card only, survives a reload, blocks the seed change', async () => {
    const p = await player();
    await arrange(p, running);
    const res = await start(p, '2');
    expect(res.status).toBe(200);
    const game = res.body.game;
    expect(game).toMatchObject({ amount: '2', total_staked: '2', phase: 'player', nonce: 0 });
    expect(game?.dealer.cards).toHaveLength(1);
    expect(game?.hands[0]?.cards).toHaveLength(2);
    expect(game?.actions).toEqual(expect.arrayContaining(['hit', 'stand', 'double']));
    expect(JSON.stringify(res.body)).not.toMatch(/deck|hole/);
    expect(res.body.balance.credits).toBe('98');

    const again = await start(p, '1');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: {
        code: 'GAME_IN_PROGRESS',
        message: 'You already have an active Blackjack hand. Finish it first.',
      },
    });

    const rotate = await post<ErrorBody>(p, '/api/fairness/seeds/rotate', {
      clientSeed: 'abcdefgh',
    });
    expect(rotate.status).toBe(409);
    expect(rotate.body.error.message).toBe(
      'You must finish your active bets in Blackjack to change your seed.',
    );

    const active = await get<BlackjackActiveResponse>(p, '/api/games/blackjack/active');
    expect(active.body.game).toEqual(game);

    const wrong = await act(p, 'insurance');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'INVALID_MOVE' } });

    const stood = await act(p, 'stand');
    expect(stood.status).toBe(200);
    expect(stood.body.game).toBeNull();
    const bet = stood.body.bet as BetRecord;
    expect(bet).toMatchObject({ game: 'blackjack', game_name: 'Blackjack', amount: '2', nonce: 0 });
    const details = bet.details as unknown as BlackjackBetDetails;
    expect(details.actions).toEqual([{ action: 'stand', hand: 0 }]);
    expect(details.dealer.cards.length).toBeGreaterThanOrEqual(2);
    expect(handTotal(details.dealer.cards).best).toBeGreaterThanOrEqual(17);
    expect((await get<BlackjackActiveResponse>(p, '/api/games/blackjack/active')).body.game).toBe(
      null,
    );
    const none = await act(p, 'hit');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: { code: 'NO_ACTIVE_GAME' } });
    await expectLedgerConsistent(database.db);
  });

  it('validates the amount and the action', async () => {
    const p = await player();
    for (const amount of ['-1', '1.123456789', 'abc']) {
      expect((await start(p, amount)).status).toBe(400);
    }
    const bad = await post<ErrorBody>(p, '/api/games/blackjack/action', { action: 'surrender' });
    expect(bad.status).toBe(400);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/games/blackjack/start',
      payload: { amount: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await balanceOf(p)).toEqual({ credits: '100', freebets: '0' });
  });

  it('pays a blackjack at the deal 3:2 at once', async () => {
    const p = await player();
    // The dealer must not hold blackjack too (that would be a push).
    await arrange(
      p,
      (r) =>
        r.phase === 'done' &&
        !upIsAce(r) &&
        handTotal(playerCards(r)).best === 21 &&
        handTotal(r.dealer.slice(0, 2)).best !== 21,
    );
    const res = await start(p, '10');
    expect(res.body.game).toBeNull();
    expect(res.body.bet).toMatchObject({
      result: 'WIN',
      multiplier: 2.5,
      payout: '25',
      amount: '10',
    });
    expect((res.body.bet?.details as unknown as BlackjackBetDetails).outcome).toBe('blackjack');
    expect(res.body.balance.credits).toBe('115');
    await expectLedgerConsistent(database.db);
  });

  it('double: a second stake through the ledger, free bets first, recorded on the bet', async () => {
    const p = await player(100n * USD, 5n * USD);
    await arrange(p, (r) => running(r) && handTotal(playerCards(r)).best <= 11);
    const first = await start(p, '4');
    expect(first.body.balance).toEqual({ credits: '100', freebets: '1' });
    const gameId = first.body.game?.id ?? '';
    const doubled = await act(p, 'double');
    expect(doubled.status).toBe(200);
    const bet = doubled.body.bet as BetRecord;
    const details = bet.details as unknown as BlackjackBetDetails;
    expect(details.hands[0]).toMatchObject({ doubled: true, stake: '8' });
    expect(details.hands[0]?.cards).toHaveLength(3);
    // 4 from free bets at the start, then 1 free bet + 3 credits for the double.
    expect(bet).toMatchObject({ amount: '8', freebets_spent: '5', credits_spent: '3' });
    const paid = { win: 16n, push: 8n, lose: 0n, bust: 0n, blackjack: 0n }[
      details.hands[0]?.outcome ?? 'lose'
    ];
    expect(bet.payout).toBe(unitsToDecimal(paid * USD));
    expect(bet.multiplier).toBe(Number(paid) / 8);
    expect(await ledgerKeys(gameId)).toEqual([
      `bet:${gameId}`,
      `bet_extra:${gameId}:1`,
      ...(paid > 0n ? [`bet_payout:${gameId}`] : []),
    ]);
    const balance = await balanceOf(p);
    // Winnings return pro rata: 5/8 as free bets, 3/8 as credits.
    expect(balance).toEqual({
      credits: unitsToDecimal(97n * USD + (paid * USD * 3n) / 8n),
      freebets: unitsToDecimal((paid * USD * 5n) / 8n),
    });
    await expectLedgerConsistent(database.db);
  });

  it('refuses a double without the funds: a clear 403 and nothing changed', async () => {
    const p = await player(10n * USD);
    await arrange(p, (r) => running(r) && handTotal(playerCards(r)).best <= 11);
    const first = await start(p, '10');
    const before = await get<BlackjackActiveResponse>(p, '/api/games/blackjack/active');
    const refused = await act(p, 'double');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' },
    });
    const after = await get<BlackjackActiveResponse>(p, '/api/games/blackjack/active');
    expect(after.body.game).toEqual(before.body.game);
    expect(after.body.game?.actions).toContain('double');
    expect(await balanceOf(p)).toEqual({ credits: '0', freebets: '0' });
    expect(await ledgerKeys(first.body.game?.id ?? '')).toEqual([`bet:${first.body.game?.id}`]);
    // The hand goes on.
    expect((await act(p, 'stand')).status).toBe(200);
    await expectLedgerConsistent(database.db);
  });

  it('split: two hands played in turn, each drawing in order, one extra stake', async () => {
    const p = await player();
    const dealt = await arrange(p, (r) => running(r) && isPair(r));
    const first = await start(p, '3');
    expect(first.body.game?.actions).toContain('split');
    const gameId = first.body.game?.id ?? '';
    const split = await act(p, 'split');
    let state = split.body;
    let expected = applyBlackjackAction(dealt, 'split');
    if (state.game) {
      expect(state.game.hands).toHaveLength(2);
      expect(state.game.total_staked).toBe('6');
      expect(state.game.actions).not.toContain('split');
      expect(state.game.hands.map((h) => h.cards)).toEqual(expected.hands.map((h) => h.cards));
    }
    while (state.game) {
      state = (await act(p, 'stand')).body;
      expected = applyBlackjackAction(expected, 'stand');
    }
    const bet = state.bet as BetRecord;
    const details = bet.details as unknown as BlackjackBetDetails;
    expect(details.hands.map((h) => h.cards)).toEqual(expected.hands.map((h) => h.cards));
    expect(details.dealer.cards).toEqual(expected.dealer);
    const money = settleBlackjack(expected, 3n * USD);
    expect(bet.amount).toBe('6');
    expect(bet.credits_spent).toBe('6');
    expect(bet.payout).toBe(unitsToDecimal(money.returned));
    expect(await ledgerKeys(gameId)).toEqual([
      `bet:${gameId}`,
      `bet_extra:${gameId}:1`,
      ...(money.returned > 0n ? [`bet_payout:${gameId}`] : []),
    ]);
    expect(await balanceOf(p)).toEqual({
      credits: unitsToDecimal(94n * USD + money.returned),
      freebets: '0',
    });
    await expectLedgerConsistent(database.db);
  });

  it('insurance: half the stake, paid 2:1 on a dealer blackjack', async () => {
    const p = await player();
    const dealt = await arrange(
      p,
      (r) => upIsAce(r) && handTotal(r.dealer).best === 21 && handTotal(playerCards(r)).best < 21,
    );
    const first = await start(p, '10');
    expect(first.body.game).toMatchObject({ phase: 'insurance', insurance: 'offered' });
    expect(first.body.game?.actions).toEqual(['insurance', 'noInsurance']);
    expect((await act(p, 'hit')).status).toBe(400);
    const insured = await act(p, 'insurance');
    expect(insured.body.game).toBeNull();
    const bet = insured.body.bet as BetRecord;
    // 10 + 5 staked; the hand loses, insurance returns 15: even.
    expect(bet).toMatchObject({ amount: '15', payout: '15', multiplier: 1, result: 'LOSS' });
    const details = bet.details as unknown as BlackjackBetDetails;
    expect(details.insurance).toEqual({ taken: true, stake: '5', payout: '15' });
    expect(details.outcome).toBe('push');
    expect(details.dealer.cards).toEqual(dealt.dealer);
    expect(await balanceOf(p)).toEqual({ credits: '100', freebets: '0' });
    await expectLedgerConsistent(database.db);
  });

  it('plays a zero stake: nothing moves, the bet and its multiplier are recorded', async () => {
    const p = await player();
    await arrange(p, (r) => running(r) && handTotal(playerCards(r)).best <= 11);
    await start(p, '0');
    const doubled = await act(p, 'double');
    const bet = doubled.body.bet as BetRecord;
    const details = bet.details as unknown as BlackjackBetDetails;
    expect(bet).toMatchObject({ amount: '0', payout: '0', credits_spent: '0' });
    const multiplier = { win: 2, push: 1, lose: 0, bust: 0, blackjack: 0 }[
      details.hands[0]?.outcome ?? 'lose'
    ];
    expect(bet.multiplier).toBe(multiplier);
    expect(await balanceOf(p)).toEqual({ credits: '100', freebets: '0' });
    expect(await ledgerKeys(bet.id)).toEqual([]);
  });

  it('checks the maximum profit at the deal (3:2) and before a double or split', async () => {
    const p = await player(20_000n * USD);
    // $4,000 could win $6,000 on a blackjack: over $5,000.
    const tooBig = await start(p, '4000');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error: { code: 'MAX_PROFIT_EXCEEDED' } });
    await arrange(p, (r) => running(r) && handTotal(playerCards(r)).best <= 11);
    const first = await start(p, '3000');
    expect(first.status).toBe(200);
    // Doubled, it could win $6,000.
    const refused = await act(p, 'double');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'MAX_PROFIT_EXCEEDED' } });
    expect(await balanceOf(p)).toEqual({ credits: '17000', freebets: '0' });
    expect((await act(p, 'stand')).status).toBe(200);
    await expectLedgerConsistent(database.db);
  });

  it('concurrent actions on one hand apply once (row lock)', async () => {
    const p = await player();
    await arrange(p, (r) => running(r) && handTotal(playerCards(r)).best <= 11);
    const first = await start(p, '5');
    const gameId = first.body.game?.id ?? '';
    const answers = await Promise.all(Array.from({ length: 6 }, () => act(p, 'double')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others found the hand over (404) — never a second double.
    expect(statuses.filter((s) => s !== 200).every((s) => s === 404)).toBe(true);
    const keys = await ledgerKeys(gameId);
    expect(keys.filter((k) => k.startsWith('bet_extra:'))).toEqual([`bet_extra:${gameId}:1`]);
    const bet = await database.db
      .selectFrom('bets')
      .select(['amount'])
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    expect(bet.amount).toBe(10n * USD);
    await expectLedgerConsistent(database.db);
  });

  it('a hand survives a server restart (a new app on the same database)', async () => {
    const p = await player();
    await arrange(p, running);
    const first = await start(p, '1');
    await server.close();
    server = await createTestApp({ db: database.db, env: ENV });
    const active = await get<BlackjackActiveResponse>(p, '/api/games/blackjack/active');
    expect(active.body.game).toEqual(first.body.game);
    const stood = await act(p, 'stand');
    expect(stood.body.bet?.id).toBe(first.body.game?.id);
    await expectLedgerConsistent(database.db);
  });

  it('outcomes of 1,000 hands equal tengu-verify on the revealed seeds (random play)', async () => {
    const total = Number(process.env['BLACKJACK_VERIFY_HANDS'] ?? 1000);
    // Four players in parallel, each with its own seed pair: the same checks in a quarter of the
    // wall time, and hands of different players interleaving on the bet pipeline.
    const players = 4;
    await Promise.all(
      Array.from({ length: players }, () => verifyRandomHands(Math.ceil(total / players))),
    );
    await expectLedgerConsistent(database.db);
  }, 600_000);
});
