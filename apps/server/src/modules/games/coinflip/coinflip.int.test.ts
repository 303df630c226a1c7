import {
  COINFLIP_MESSAGES,
  coinflipMultiplier,
  type CoinflipActiveResponse,
  type CoinflipStateResponse,
  type CoinSideName,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import {
  balanceOf,
  expectError,
  expectPayout,
  get,
  hiddenState,
  newPlayer,
  post,
  prng,
  revealedBets,
  seedsOf,
  startHarness,
  startServer,
  stopHarness,
  tenguVerify,
  USD,
  type Harness,
  type Player,
} from '../multi-step-game.testing';
import { coinflipGame } from './coinflip.service';

/** Issue 6, Coinflip: a series of 20 flips fixed at start, called one by one, 1.98ᵏ. */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => stopHarness(harness));

const BASE = '/api/games/coinflip';
const other = (side: CoinSideName): CoinSideName => (side === 'heads' ? 'tails' : 'heads');
const series = async (p: Player) =>
  (await hiddenState<{ outcomes: CoinSideName[] }>(harness, p.userId, 'coinflip')).outcomes;

describe('coinflip over HTTP', () => {
  it('starts, survives a reload, calls flips, cashes out at 1.98ᵏ; blocks seed rotation', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    const start = await post<CoinflipStateResponse>(server, p, `${BASE}/start`, { amount: '2' });
    expect(start.status).toBe(200);
    expect(start.body.game).toMatchObject({ amount: '2', flips: [], multiplier: 0, nonce: 0 });
    expect(start.body.game?.next_multiplier).toBe(1.98);
    expect(start.body.balance.credits).toBe('98');
    // The series stays secret while it runs.
    expect(JSON.stringify(start.body)).not.toContain('outcomes');

    expectError(
      await post(server, p, `${BASE}/start`, { amount: '1' }),
      409,
      'GAME_IN_PROGRESS',
      'You already have an active Coinflip game. Finish it first.',
    );
    expectError(
      await post(server, p, `${BASE}/cashout`),
      400,
      'INVALID_MOVE',
      COINFLIP_MESSAGES.flipFirst,
    );
    expectError(
      await post(server, p, '/api/fairness/seeds/rotate', { clientSeed: 'abcdefgh' }),
      409,
      'ACTIVE_BETS',
      'You must finish your active bets in Coinflip to change your seed.',
    );

    const outcomes = await series(p);
    expect(outcomes).toEqual(outcome('coinflip', await pairOf(p)).outcomes);
    const active = await get<CoinflipActiveResponse>(server, p, `${BASE}/active`);
    expect(active.body.game?.id).toBe(start.body.game?.id);

    const first = await post<CoinflipStateResponse>(server, p, `${BASE}/flip`, {
      side: outcomes[0],
    });
    expect(first.body.game).toMatchObject({
      flips: [outcomes[0]],
      multiplier: 1.98,
      next_multiplier: 3.9204,
    });
    const second = await post<CoinflipStateResponse>(server, p, `${BASE}/flip`, {
      side: outcomes[1],
    });
    expect(second.body.game?.multiplier).toBe(3.9204);
    expect(second.body.balance.credits).toBe('98');

    const cash = await post<CoinflipStateResponse>(server, p, `${BASE}/cashout`);
    expect(cash.status).toBe(200);
    expect(cash.body.game).toBeNull();
    expect(cash.body.bet).toMatchObject({
      game: 'coinflip',
      game_name: 'Coinflip',
      result: 'WIN',
      payout: '7.8408',
      nonce: 0,
    });
    expect(cash.body.bet?.details).toMatchObject({
      calls: outcomes.slice(0, 2),
      wins: 2,
      outcomes,
      ending: 'cashout',
    });
    expect(cash.body.balance.credits).toBe('105.8408');
    expect((await get<CoinflipActiveResponse>(server, p, `${BASE}/active`)).body.game).toBeNull();
    expectError(
      await post(server, p, `${BASE}/cashout`),
      404,
      'NO_ACTIVE_GAME',
      'You have no active Coinflip game.',
    );
    await expectLedgerConsistent(harness.database.db);
  });

  it('loses the stake on a wrong call and reveals the series', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, `${BASE}/start`, { amount: '1' });
    const outcomes = await series(p);
    await post(server, p, `${BASE}/flip`, { side: outcomes[0] });
    const lost = await post<CoinflipStateResponse>(server, p, `${BASE}/flip`, {
      side: other(outcomes[1] as CoinSideName),
    });
    expect(lost.body.game).toBeNull();
    expect(lost.body.bet).toMatchObject({ result: 'LOSS', payout: '0', multiplier: 0 });
    expect(lost.body.bet?.details).toMatchObject({ wins: 1, outcomes, ending: 'loss' });
    expect(lost.body.balance.credits).toBe('99');
    await expectLedgerConsistent(harness.database.db);
  });

  it('rejects bad input with clear 400s and changes nothing', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    for (const body of [{ amount: '-1' }, { amount: '0.123456789' }, { amount: 'abc' }, {}]) {
      expectError(await post(server, p, `${BASE}/start`, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await post(server, p, `${BASE}/flip`, { side: 'heads' }), 404, 'NO_ACTIVE_GAME');
    await post(server, p, `${BASE}/start`, { amount: '1' });
    for (const body of [{ side: 'edge' }, {}, { side: 1 }]) {
      expectError(await post(server, p, `${BASE}/flip`, body), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await post(server, p, `${BASE}/start`, { amount: '1000' }),
      409,
      'GAME_IN_PROGRESS',
    );
    const poor = await newPlayer(harness, 0n);
    expectError(
      await post(server, poor, `${BASE}/start`, { amount: '1' }),
      403,
      'INSUFFICIENT_FUNDS',
    );
    expect(await balanceOf(harness, p)).toBe('99');
    expect((await get(server, p, `${BASE}/active`)).status).toBe(200);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `${BASE}/start`,
      payload: { amount: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the series across a server restart and finishes it on the new instance', async () => {
    const p = await newPlayer(harness);
    await post(harness.server, p, `${BASE}/start`, { amount: '3' });
    const outcomes = await series(p);
    await post(harness.server, p, `${BASE}/flip`, { side: outcomes[0] });
    const restarted = await startServer(harness.database);
    try {
      const active = await get<CoinflipActiveResponse>(restarted, p, `${BASE}/active`);
      expect(active.body.game).toMatchObject({ flips: [outcomes[0]], multiplier: 1.98 });
      const cash = await post<CoinflipStateResponse>(restarted, p, `${BASE}/cashout`);
      expect(cash.body.bet).toMatchObject({ result: 'WIN', payout: '5.94' });
    } finally {
      await restarted.close();
    }
  });

  it('pays once when concurrent cash-outs race', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, `${BASE}/start`, { amount: '10' });
    await post(server, p, `${BASE}/flip`, { side: (await series(p))[0] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post<CoinflipStateResponse>(server, p, `${BASE}/cashout`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 404, 'NO_ACTIVE_GAME');
    expect(await balanceOf(harness, p)).toBe('109.8');
    await expectLedgerConsistent(harness.database.db);
  });

  it('refuses a flip whose win would exceed the maximum profit; cash-out still works', async () => {
    const { server } = harness;
    const p = await newPlayer(harness, 2_000n * USD);
    // $1,000: 1 win 1.98× (+$980), 2 wins 3.9204× (+$2,920.4), 3 wins 7.7623× (> $5,000).
    await post(server, p, `${BASE}/start`, { amount: '1000' });
    const outcomes = await series(p);
    await post(server, p, `${BASE}/flip`, { side: outcomes[0] });
    await post(server, p, `${BASE}/flip`, { side: outcomes[1] });
    // Refused before the flip is looked at, whichever side is called.
    for (const side of ['heads', 'tails'] as const) {
      expectError(await post(server, p, `${BASE}/flip`, { side }), 400, 'MAX_PROFIT_EXCEEDED');
    }
    const cash = await post<CoinflipStateResponse>(server, p, `${BASE}/cashout`);
    expect(cash.body.bet).toMatchObject({ payout: '3920.4', multiplier: 3.9204 });
    expectError(
      await post(server, p, `${BASE}/start`, { amount: '6000' }),
      400,
      'MAX_PROFIT_EXCEEDED',
    );
    await expectLedgerConsistent(harness.database.db);
  });
});

async function pairOf(p: Player) {
  const seeds = await harness.database.db
    .selectFrom('fairness_seeds')
    .select(['server_seed', 'client_seed'])
    .where('user_id', '=', p.userId)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return { serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce: 0 };
}

describe('1,000 random coinflip series match the verifier on the revealed seeds', () => {
  it('every series, call and payout', async () => {
    const db = harness.database.db;
    const [userId] = await testPlayers(db, 1);
    if (!userId) throw new Error('no player');
    await fundPlayer({ db, userId, amount: 100_000n * USD });
    const random = prng(20261106);
    const maxProfit = 1_000_000n * USD;
    for (let i = 0; i < 1_000; i++) {
      await coinflipGame.start({ db, userId, request: { amount: '0.5' }, maxProfit });
      const target = 1 + Math.floor(random() * 4);
      for (let k = 0; k < target; k++) {
        const side = random() < 0.5 ? 'heads' : 'tails';
        const step = await coinflipGame.move({ db, userId, move: { side }, maxProfit });
        if (!step.game) break;
        if (k === target - 1) await coinflipGame.cashOut({ db, userId });
      }
    }
    const bets = await revealedBets(harness, userId, 'coinflip');
    expect(bets).toHaveLength(1_000);
    expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
    for (const bet of bets) {
      const { outcomes } = outcome('coinflip', seedsOf(bet));
      const calls = bet.details['calls'] as CoinSideName[];
      expect(bet.details['outcomes']).toEqual(outcomes);
      const right = calls.filter((c, i) => c === outcomes[i]).length;
      const allRight = right === calls.length;
      expect(bet.result).toBe(allRight ? 'WIN' : 'LOSS');
      expectPayout(bet, allRight ? coinflipMultiplier(right) : 0);
    }
    const last = bets.at(-1);
    if (!last) throw new Error('no bets');
    expect(await tenguVerify('coinflip', last)).toEqual({ outcomes: last.details['outcomes'] });
    // The bet detail's Fairness tab (GET /api/bets/:id/fairness) solves it the same way.
    const fairness = await harness.server.app.inject({ url: `/api/bets/${last.id}/fairness` });
    expect(fairness.statusCode).toBe(200);
    expect((fairness.json() as { solved: unknown }).solved).toEqual({
      outcomes: last.details['outcomes'],
    });
    await expectLedgerConsistent(db);
  }, 600_000);
});
