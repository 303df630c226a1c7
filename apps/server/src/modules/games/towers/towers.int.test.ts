import {
  TOWERS_DIFFICULTY_LIST,
  TOWERS_LAYOUT,
  TOWERS_MESSAGES,
  towersMultiplier,
  type TowersActiveResponse,
  type TowersDifficultyName,
  type TowersStateResponse,
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
import { towersGame } from './towers.service';

/** Issue 6, Tengu Towers: 9 levels fixed at start, one pick per level, 0.99 × (cols/safe)^L. */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => stopHarness(harness));

const BASE = '/api/games/towers';
const tower = async (p: Player) =>
  (await hiddenState<{ levels: number[][] }>(harness, p.userId, 'towers')).levels;
const safeOn = (levels: number[][], level: number) => levels[level]?.[0] as number;
function trapOn(levels: number[][], level: number, difficulty: TowersDifficultyName): number {
  const { columns } = TOWERS_LAYOUT[difficulty];
  const safe = levels[level] ?? [];
  return Array.from({ length: columns }, (_, c) => c).find((c) => !safe.includes(c)) as number;
}

describe('towers over HTTP', () => {
  it('starts, survives a reload, climbs, cashes out and reveals the tower; blocks seed rotation', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    const start = await post<TowersStateResponse>(server, p, `${BASE}/start`, {
      amount: '2',
      difficulty: 'medium',
    });
    expect(start.status).toBe(200);
    expect(start.body.game).toMatchObject({
      amount: '2',
      difficulty: 'medium',
      picks: [],
      multiplier: 0,
      next_multiplier: 1.485,
    });
    expect(start.body.balance.credits).toBe('98');
    expect(JSON.stringify(start.body)).not.toContain('levels');

    expectError(
      await post(server, p, `${BASE}/start`, { amount: '1', difficulty: 'easy' }),
      409,
      'GAME_IN_PROGRESS',
      'You already have an active Tengu Towers game. Finish it first.',
    );
    expectError(
      await post(server, p, `${BASE}/cashout`),
      400,
      'INVALID_MOVE',
      TOWERS_MESSAGES.climbFirst,
    );
    expectError(
      await post(server, p, '/api/fairness/seeds/rotate', { clientSeed: 'abcdefgh' }),
      409,
      'ACTIVE_BETS',
      'You must finish your active bets in Tengu Towers to change your seed.',
    );
    // Column 3 does not exist on a 3-column level.
    expectError(
      await post(server, p, `${BASE}/reveal`, { column: 3 }),
      400,
      'INVALID_MOVE',
      TOWERS_MESSAGES.invalidColumn(3),
    );

    const levels = await tower(p);
    expect((await get<TowersActiveResponse>(server, p, `${BASE}/active`)).body.game?.id).toBe(
      start.body.game?.id,
    );
    const first = await post<TowersStateResponse>(server, p, `${BASE}/reveal`, {
      column: safeOn(levels, 0),
    });
    expect(first.body.game).toMatchObject({
      picks: [safeOn(levels, 0)],
      multiplier: 1.485,
      next_multiplier: 2.2275,
    });
    const second = await post<TowersStateResponse>(server, p, `${BASE}/reveal`, {
      column: safeOn(levels, 1),
    });
    expect(second.body.game?.multiplier).toBe(2.2275);

    const cash = await post<TowersStateResponse>(server, p, `${BASE}/cashout`);
    expect(cash.body.game).toBeNull();
    expect(cash.body.bet).toMatchObject({
      game: 'towers',
      game_name: 'Tengu Towers',
      result: 'WIN',
      payout: '4.455',
    });
    expect(cash.body.bet?.details).toMatchObject({
      difficulty: 'medium',
      level: 2,
      levels,
      ending: 'cashout',
    });
    expect(cash.body.balance.credits).toBe('102.455');
    expectError(
      await post(server, p, `${BASE}/reveal`, { column: 0 }),
      404,
      'NO_ACTIVE_GAME',
      'You have no active Tengu Towers game.',
    );
    await expectLedgerConsistent(harness.database.db);
  });

  it('loses on a trap and reveals the whole tower', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, `${BASE}/start`, { amount: '1', difficulty: 'expert' });
    const levels = await tower(p);
    await post(server, p, `${BASE}/reveal`, { column: safeOn(levels, 0) });
    const trap = trapOn(levels, 1, 'expert');
    const lost = await post<TowersStateResponse>(server, p, `${BASE}/reveal`, { column: trap });
    expect(lost.body.game).toBeNull();
    expect(lost.body.bet).toMatchObject({ result: 'LOSS', payout: '0', multiplier: 0 });
    expect(lost.body.bet?.details).toMatchObject({
      picks: [safeOn(levels, 0), trap],
      level: 1,
      levels,
      ending: 'loss',
    });
    expect(lost.body.balance.credits).toBe('99');
    await expectLedgerConsistent(harness.database.db);
  });

  it('cashes out by itself at the top of the tower', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, `${BASE}/start`, { amount: '1', difficulty: 'easy' });
    const levels = await tower(p);
    let last: TowersStateResponse | undefined;
    for (let level = 0; level < 9; level++) {
      last = (
        await post<TowersStateResponse>(server, p, `${BASE}/reveal`, {
          column: safeOn(levels, level),
        })
      ).body;
    }
    expect(last?.game).toBeNull();
    expect(last?.bet).toMatchObject({
      result: 'WIN',
      multiplier: towersMultiplier('easy', 9),
      payout: '13.1851',
    });
    expect(last?.bet?.details).toMatchObject({ level: 9, ending: 'complete' });
  });

  it('rejects bad input with clear 400s and changes nothing', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    for (const body of [
      { amount: '1', difficulty: 'insane' },
      { amount: '1' },
      { amount: '-1', difficulty: 'easy' },
      { amount: '1.000000001', difficulty: 'easy' },
    ]) {
      expectError(await post(server, p, `${BASE}/start`, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await post(server, p, `${BASE}/reveal`, { column: 0 }), 404, 'NO_ACTIVE_GAME');
    await post(server, p, `${BASE}/start`, { amount: '1', difficulty: 'hard' });
    for (const body of [{ column: -1 }, { column: 4 }, { column: 1.5 }, {}]) {
      expectError(await post(server, p, `${BASE}/reveal`, body), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await post(server, p, `${BASE}/reveal`, { column: 2 }),
      400,
      'INVALID_MOVE',
      TOWERS_MESSAGES.invalidColumn(2),
    );
    expect(await balanceOf(harness, p)).toBe('99');
    expect((await get<TowersActiveResponse>(server, p, `${BASE}/active`)).body.game?.picks).toEqual(
      [],
    );
  });

  it('keeps the climb across a server restart and finishes it on the new instance', async () => {
    const p = await newPlayer(harness);
    await post(harness.server, p, `${BASE}/start`, { amount: '4', difficulty: 'hard' });
    const levels = await tower(p);
    await post(harness.server, p, `${BASE}/reveal`, { column: safeOn(levels, 0) });
    const restarted = await startServer(harness.database);
    try {
      const active = await get<TowersActiveResponse>(restarted, p, `${BASE}/active`);
      expect(active.body.game).toMatchObject({
        difficulty: 'hard',
        picks: [safeOn(levels, 0)],
        multiplier: 1.98,
      });
      const cash = await post<TowersStateResponse>(restarted, p, `${BASE}/cashout`);
      expect(cash.body.bet).toMatchObject({ result: 'WIN', payout: '7.92' });
    } finally {
      await restarted.close();
    }
  });

  it('pays once when concurrent cash-outs race', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, `${BASE}/start`, { amount: '10', difficulty: 'easy' });
    await post(server, p, `${BASE}/reveal`, { column: safeOn(await tower(p), 0) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post<TowersStateResponse>(server, p, `${BASE}/cashout`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 404, 'NO_ACTIVE_GAME');
    expect(await balanceOf(harness, p)).toBe('103.2');
    await expectLedgerConsistent(harness.database.db);
  });

  it('refuses a level whose win would exceed the maximum profit; cash-out still works', async () => {
    const { server } = harness;
    const p = await newPlayer(harness, 1_000n * USD);
    // Master, $100: level 1 3.96× (+$296), level 2 15.84× (+$1,484), level 3 63.36× (> $5,000).
    await post(server, p, `${BASE}/start`, { amount: '100', difficulty: 'master' });
    const levels = await tower(p);
    await post(server, p, `${BASE}/reveal`, { column: safeOn(levels, 0) });
    await post(server, p, `${BASE}/reveal`, { column: safeOn(levels, 1) });
    for (let column = 0; column < 4; column++) {
      expectError(await post(server, p, `${BASE}/reveal`, { column }), 400, 'MAX_PROFIT_EXCEEDED');
    }
    const cash = await post<TowersStateResponse>(server, p, `${BASE}/cashout`);
    expect(cash.body.bet).toMatchObject({ payout: '1584', multiplier: 15.84 });
    await expectLedgerConsistent(harness.database.db);
  });
});

describe('1,000 random towers climbs match the verifier on the revealed seeds', () => {
  it('every tower, pick and payout', async () => {
    const db = harness.database.db;
    const [userId] = await testPlayers(db, 1);
    if (!userId) throw new Error('no player');
    await fundPlayer({ db, userId, amount: 100_000n * USD });
    const random = prng(20261107);
    const maxProfit = 1_000_000n * USD;
    for (let i = 0; i < 1_000; i++) {
      const difficulty = TOWERS_DIFFICULTY_LIST[i % TOWERS_DIFFICULTY_LIST.length] ?? 'easy';
      const { columns } = TOWERS_LAYOUT[difficulty];
      await towersGame.start({ db, userId, request: { amount: '0.25', difficulty }, maxProfit });
      const target = 1 + Math.floor(random() * 4);
      for (let k = 0; k < target; k++) {
        const column = Math.floor(random() * columns);
        const step = await towersGame.move({ db, userId, move: { column }, maxProfit });
        if (!step.game) break;
        if (k === target - 1) await towersGame.cashOut({ db, userId });
      }
    }
    const bets = await revealedBets(harness, userId, 'towers');
    expect(bets).toHaveLength(1_000);
    for (const bet of bets) {
      const difficulty = bet.details['difficulty'] as TowersDifficultyName;
      const { levels } = outcome('towers', seedsOf(bet, { difficulty }));
      expect(bet.details['levels']).toEqual(levels);
      const picks = bet.details['picks'] as number[];
      const safe = picks.filter((column, level) => levels[level]?.includes(column)).length;
      const allSafe = safe === picks.length;
      expect(bet.result).toBe(allSafe ? 'WIN' : 'LOSS');
      expectPayout(bet, allSafe ? towersMultiplier(difficulty, safe) : 0);
    }
    const last = bets.at(-1);
    if (!last) throw new Error('no bets');
    expect(await tenguVerify('towers', last, { difficulty: last.details['difficulty'] })).toEqual({
      levels: last.details['levels'],
    });
    // The bet detail's Fairness tab (GET /api/bets/:id/fairness) solves it the same way.
    const fairness = await harness.server.app.inject({ url: `/api/bets/${last.id}/fairness` });
    expect(fairness.statusCode).toBe(200);
    expect((fairness.json() as { solved: unknown }).solved).toEqual({
      levels: last.details['levels'],
    });
    await expectLedgerConsistent(db);
  }, 600_000);
});
