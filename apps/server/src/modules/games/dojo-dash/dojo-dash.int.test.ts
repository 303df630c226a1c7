import {
  DOJO_DASH_DIFFICULTY_LIST,
  DOJO_DASH_MESSAGES,
  dojoDashMultiplier,
  type DojoDashActiveResponse,
  type DojoDashDifficultyName,
  type DojoDashStateResponse,
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
import { dojoDashGame } from './dojo-dash.service';

/** Issue 6, Dojo Dash: hazards fixed at start, lane by lane, 0.99 × C(20,h) ÷ C(20−k,h). */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => stopHarness(harness));

const BASE = '/api/games/dojo-dash';
const hazardOf = async (p: Player) =>
  (await hiddenState<{ hazard: number; picks: number[] }>(harness, p.userId, 'dojo-dash')).hazard;

/** Starts runs until the first hazard is at least `lanes` away (a fresh nonce each time). */
async function startWithRoom(
  p: Player,
  difficulty: DojoDashDifficultyName,
  lanes: number,
  amount = '1',
) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const start = await post<DojoDashStateResponse>(harness.server, p, `${BASE}/start`, {
      amount,
      difficulty,
    });
    expect(start.status).toBe(200);
    const hazard = await hazardOf(p);
    if (hazard >= lanes) return { start, hazard };
    // Too close: lose this run on purpose and try the next nonce.
    for (let lane = 0; lane <= hazard; lane++) await post(harness.server, p, `${BASE}/dash`);
  }
  throw new Error('no run with enough room');
}

describe('dojo-dash over HTTP', () => {
  it('starts, survives a reload, dashes, cashes out; blocks seed rotation', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    const { start, hazard } = await startWithRoom(p, 'medium', 2, '2');
    expect(start.body.game).toMatchObject({
      amount: '2',
      difficulty: 'medium',
      lanes: 0,
      multiplier: 0,
      next_multiplier: 1.1647,
    });
    expect(JSON.stringify(start.body)).not.toContain('hazard');

    expectError(
      await post(server, p, `${BASE}/start`, { amount: '1', difficulty: 'easy' }),
      409,
      'GAME_IN_PROGRESS',
      'You already have an active Dojo Dash game. Finish it first.',
    );
    expectError(
      await post(server, p, `${BASE}/cashout`),
      400,
      'INVALID_MOVE',
      DOJO_DASH_MESSAGES.dashFirst,
    );
    expectError(
      await post(server, p, '/api/fairness/seeds/rotate', { clientSeed: 'abcdefgh' }),
      409,
      'ACTIVE_BETS',
      'You must finish your active bets in Dojo Dash to change your seed.',
    );
    expect((await get<DojoDashActiveResponse>(server, p, `${BASE}/active`)).body.game?.id).toBe(
      start.body.game?.id,
    );

    const first = await post<DojoDashStateResponse>(server, p, `${BASE}/dash`);
    expect(first.body.game).toMatchObject({ lanes: 1, multiplier: 1.1647 });
    const second = await post<DojoDashStateResponse>(server, p, `${BASE}/dash`);
    // 0.99 × C(20,3) ÷ C(18,3) = 0.99 × 1140 ÷ 816 = 1.38308… ↓
    expect(second.body.game).toMatchObject({ lanes: 2, multiplier: 1.383 });
    const before = await balanceOf(harness, p);
    const cash = await post<DojoDashStateResponse>(server, p, `${BASE}/cashout`);
    expect(cash.body.bet).toMatchObject({
      game: 'dojo-dash',
      game_name: 'Dojo Dash',
      result: 'WIN',
      payout: '2.766',
    });
    expect(cash.body.bet?.details).toMatchObject({
      difficulty: 'medium',
      lanes: 2,
      hazard,
      hit: false,
      ending: 'cashout',
    });
    expect(Number(cash.body.balance.credits)).toBeCloseTo(Number(before) + 2.766, 8);
    expectError(
      await post(server, p, `${BASE}/dash`),
      404,
      'NO_ACTIVE_GAME',
      'You have no active Dojo Dash game.',
    );
    await expectLedgerConsistent(harness.database.db);
  });

  it('loses on the first hazard and reveals every pick', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, `${BASE}/start`, { amount: '1', difficulty: 'expert' });
    const { hazard, picks } = await hiddenState<{ hazard: number; picks: number[] }>(
      harness,
      p.userId,
      'dojo-dash',
    );
    expect(hazard).toBe(Math.min(...picks));
    let last: DojoDashStateResponse | undefined;
    for (let lane = 0; lane <= hazard; lane++) {
      last = (await post<DojoDashStateResponse>(server, p, `${BASE}/dash`)).body;
    }
    expect(last?.game).toBeNull();
    expect(last?.bet).toMatchObject({ result: 'LOSS', payout: '0', multiplier: 0 });
    expect(last?.bet?.details).toMatchObject({
      lanes: hazard,
      hit: true,
      picks,
      hazard,
      ending: 'loss',
    });
    expect(last?.balance.credits).toBe('99');
    await expectLedgerConsistent(harness.database.db);
  });

  it('rejects bad input with clear 400s and changes nothing', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    for (const body of [
      { amount: '1', difficulty: 'master' },
      { amount: '1' },
      { amount: '1e3', difficulty: 'easy' },
    ]) {
      expectError(await post(server, p, `${BASE}/start`, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await post(server, p, `${BASE}/dash`), 404, 'NO_ACTIVE_GAME');
    expectError(await post(server, p, `${BASE}/cashout`), 404, 'NO_ACTIVE_GAME');
    expect(await balanceOf(harness, p)).toBe('100');
  });

  it('keeps the run across a server restart and finishes it on the new instance', async () => {
    const p = await newPlayer(harness);
    await startWithRoom(p, 'easy', 1, '5');
    await post(harness.server, p, `${BASE}/dash`);
    const restarted = await startServer(harness.database);
    try {
      const active = await get<DojoDashActiveResponse>(restarted, p, `${BASE}/active`);
      expect(active.body.game).toMatchObject({ difficulty: 'easy', lanes: 1, multiplier: 1.0421 });
      const cash = await post<DojoDashStateResponse>(restarted, p, `${BASE}/cashout`);
      expect(cash.body.bet).toMatchObject({ result: 'WIN', payout: '5.2105' });
    } finally {
      await restarted.close();
    }
  });

  it('pays once when concurrent cash-outs race', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await startWithRoom(p, 'easy', 3, '10');
    await post(server, p, `${BASE}/dash`);
    const before = await balanceOf(harness, p);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post<DojoDashStateResponse>(server, p, `${BASE}/cashout`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 404, 'NO_ACTIVE_GAME');
    expect(Number(await balanceOf(harness, p))).toBeCloseTo(Number(before) + 10.421, 8);
    await expectLedgerConsistent(harness.database.db);
  });

  it('refuses a dash whose win would exceed the maximum profit; cash-out still works', async () => {
    const { server } = harness;
    const p = await newPlayer(harness, 300_000n * USD);
    // Hard, $1,000: 5 lanes 0.99 × C(20,5)/C(15,5) = 5.1112× (+$4,111.2); 6 lanes 7.6668× (> $5,000).
    await startWithRoom(p, 'hard', 5, '1000');
    for (let lane = 1; lane <= 5; lane++) {
      const step = await post<DojoDashStateResponse>(server, p, `${BASE}/dash`);
      expect(step.body.game?.lanes).toBe(lane);
    }
    // Refused before the lane is looked at.
    expectError(await post(server, p, `${BASE}/dash`), 400, 'MAX_PROFIT_EXCEEDED');
    const cash = await post<DojoDashStateResponse>(server, p, `${BASE}/cashout`);
    expect(cash.body.bet).toMatchObject({ multiplier: 5.1112, payout: '5111.2' });
    await expectLedgerConsistent(harness.database.db);
  });
});

describe('1,000 random dojo-dash runs match the verifier on the revealed seeds', () => {
  it('every hazard, lane and payout', async () => {
    const db = harness.database.db;
    const [userId] = await testPlayers(db, 1);
    if (!userId) throw new Error('no player');
    await fundPlayer({ db, userId, amount: 100_000n * USD });
    const random = prng(20261108);
    const maxProfit = 1_000_000n * USD;
    for (let i = 0; i < 1_000; i++) {
      const difficulty = DOJO_DASH_DIFFICULTY_LIST[i % DOJO_DASH_DIFFICULTY_LIST.length] ?? 'easy';
      await dojoDashGame.start({ db, userId, request: { amount: '0.25', difficulty }, maxProfit });
      const target = 1 + Math.floor(random() * 4);
      for (let k = 0; k < target; k++) {
        const step = await dojoDashGame.move({ db, userId, move: {}, maxProfit });
        if (!step.game) break;
        if (k === target - 1) await dojoDashGame.cashOut({ db, userId });
      }
    }
    const bets = await revealedBets(harness, userId, 'dojo-dash');
    expect(bets).toHaveLength(1_000);
    for (const bet of bets) {
      const difficulty = bet.details['difficulty'] as DojoDashDifficultyName;
      const verified = outcome('dojo-dash', seedsOf(bet, { difficulty }));
      expect(bet.details['picks']).toEqual(verified.picks);
      expect(bet.details['hazard']).toBe(verified.hazard);
      const lanes = bet.details['lanes'] as number;
      if (bet.result === 'LOSS') {
        expect(lanes).toBe(verified.hazard);
        expectPayout(bet, 0);
      } else {
        expect(lanes).toBeLessThanOrEqual(verified.hazard);
        expectPayout(bet, dojoDashMultiplier(difficulty, lanes));
      }
    }
    const last = bets.at(-1);
    if (!last) throw new Error('no bets');
    expect(
      await tenguVerify('dojo-dash', last, { difficulty: last.details['difficulty'] }),
    ).toEqual({
      picks: last.details['picks'],
      hazard: last.details['hazard'],
    });
    // The bet detail's Fairness tab (GET /api/bets/:id/fairness) solves it the same way.
    const fairness = await harness.server.app.inject({ url: `/api/bets/${last.id}/fairness` });
    expect(fairness.statusCode).toBe(200);
    expect((fairness.json() as { solved: unknown }).solved).toEqual({
      picks: last.details['picks'],
      hazard: last.details['hazard'],
    });
    await expectLedgerConsistent(db);
  }, 600_000);
});
