import { GAME_MESSAGES, type MinesActiveResponse, type MinesStateResponse } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import {
  balanceOf,
  expectError,
  get,
  hiddenState,
  newPlayer,
  post,
  startHarness,
  startServer,
  stopHarness,
  USD,
  type Harness,
  type Player,
} from '../multi-step-game.testing';

/**
 * Mines on the multi-step games' glue (issue 6 moved it there): what issue 5's tests in
 * games.int.test.ts do not cover — a restart, racing cash-outs, the move checks.
 */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => stopHarness(harness));

const BASE = '/api/games/mines';
const safeTiles = async (p: Player) => {
  const { minePositions } = await hiddenState<{ minePositions: number[] }>(
    harness,
    p.userId,
    'mines',
  );
  return Array.from({ length: 25 }, (_, i) => i).filter((t) => !minePositions.includes(t));
};

describe('mines', () => {
  it('keeps a game across a server restart and pays once when cash-outs race', async () => {
    const p = await newPlayer(harness);
    await post(harness.server, p, `${BASE}/start`, { amount: '10', mines: 3 });
    const [first] = await safeTiles(p);
    await post(harness.server, p, `${BASE}/reveal`, { tile: first });
    const restarted = await startServer(harness.database);
    try {
      const active = await get<MinesActiveResponse>(restarted, p, `${BASE}/active`);
      expect(active.body.game).toMatchObject({ mines: 3, revealed: [first], multiplier: 1.125 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post<MinesStateResponse>(i % 2 ? restarted : harness.server, p, `${BASE}/cashout`),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expectError(a, 404, 'NO_ACTIVE_GAME', 'You have no active Mines game.');
      }
    } finally {
      await restarted.close();
    }
    expect(await balanceOf(harness, p)).toBe('101.25');
    await expectLedgerConsistent(harness.database.db);
  });

  it('names the game when one is running and refuses a revealed tile', async () => {
    const p = await newPlayer(harness);
    await post(harness.server, p, `${BASE}/start`, { amount: '1', mines: 5 });
    expectError(
      await post(harness.server, p, `${BASE}/start`, { amount: '1', mines: 5 }),
      409,
      'GAME_IN_PROGRESS',
      'You already have an active Mines game. Finish it first.',
    );
    const [tile] = await safeTiles(p);
    await post(harness.server, p, `${BASE}/reveal`, { tile });
    expectError(
      await post(harness.server, p, `${BASE}/reveal`, { tile }),
      400,
      'INVALID_MOVE',
      GAME_MESSAGES.tileRevealed,
    );
    expectError(
      await post(harness.server, p, `${BASE}/reveal`, { tile: 25 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('checks the maximum profit before looking at the tile, mine or not', async () => {
    const p = await newPlayer(harness, 1_000n * USD);
    // 24 mines, $250: one safe tile would pay 24.75× (+$5,937.5 > $5,000): refused at the start.
    expectError(
      await post(harness.server, p, `${BASE}/start`, { amount: '250', mines: 24 }),
      400,
      'MAX_PROFIT_EXCEEDED',
    );
    // 23 mines, $100: 1 tile 12.375× (+$1,137.5), 2 tiles 297× (> $5,000), refused for any tile.
    await post(harness.server, p, `${BASE}/start`, { amount: '100', mines: 23 });
    const safe = await safeTiles(p);
    await post(harness.server, p, `${BASE}/reveal`, { tile: safe[0] });
    const { minePositions } = await hiddenState<{ minePositions: number[] }>(
      harness,
      p.userId,
      'mines',
    );
    for (const tile of [safe[1], minePositions[0]]) {
      expectError(
        await post(harness.server, p, `${BASE}/reveal`, { tile }),
        400,
        'MAX_PROFIT_EXCEEDED',
      );
    }
    const cash = await post<MinesStateResponse>(harness.server, p, `${BASE}/cashout`);
    expect(cash.body.bet).toMatchObject({ result: 'WIN', multiplier: 12.375, payout: '1237.5' });
    await expectLedgerConsistent(harness.database.db);
  });
});
