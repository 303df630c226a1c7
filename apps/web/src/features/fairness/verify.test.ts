import { describe, expect, it } from 'vitest';
import { diceRoll, floats, lootboxPrizeIndex, outcome } from '@tengu/fairness';
import { LOOTBOX_PRIZES, LOOTBOX_WEIGHTS_BPS } from '@tengu/shared';
import { clampNonce, computeOutcome, groupByNonceRange } from './verify';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'client01', nonce: 3 };

describe('computeOutcome', () => {
  it('verifies a lootbox open: the first float of the nonce picks the prize by its odds', () => {
    const [f = 0] = floats({ ...seeds, count: 1 });
    const index = lootboxPrizeIndex(f, LOOTBOX_WEIGHTS_BPS);
    const result = computeOutcome({ game: 'lootbox', ...seeds, rows: 8, mines: 3 });
    expect(result).toEqual({
      game: 'lootbox',
      value: { float: f, index, name: LOOTBOX_PRIZES[index]?.name },
    });
    // Another nonce is another draw of the same table.
    const other = computeOutcome({ game: 'lootbox', ...seeds, nonce: 4, rows: 8, mines: 3 });
    expect(other?.game === 'lootbox' && LOOTBOX_PRIZES.map((p) => p.name)).toContain(
      other?.game === 'lootbox' ? other.value.name : '',
    );
  });

  it('reproduces the dice roll from the seeds', () => {
    const [f = 0] = floats({ ...seeds, count: 1 });
    const result = computeOutcome({ game: 'dice', ...seeds, rows: 8, mines: 3 });
    expect(result).toEqual({ game: 'dice', value: { result: diceRoll(f) } });
  });

  it('draws a plinko path with one step per row and mines with the chosen count', () => {
    const plinko = computeOutcome({ game: 'plinko', ...seeds, rows: 12, mines: 3 });
    expect(plinko?.game === 'plinko' && plinko.value.path).toHaveLength(12);
    const mines = computeOutcome({ game: 'mines', ...seeds, rows: 8, mines: 5 });
    expect(mines?.game === 'mines' && new Set(mines.value.mines).size).toBe(5);
  });

  it('computes coinflip, towers and dojo-dash with the chosen difficulty (issue 6)', () => {
    const base = { ...seeds, rows: 8, mines: 3 };
    const coins = computeOutcome({ game: 'coinflip', ...base });
    expect(coins).toEqual({ game: 'coinflip', value: outcome('coinflip', seeds) });
    const tower = computeOutcome({ game: 'towers', ...base, towersDifficulty: 'master' });
    expect(tower).toEqual({
      game: 'towers',
      difficulty: 'master',
      value: outcome('towers', { ...seeds, opts: { difficulty: 'master' } }),
    });
    const dash = computeOutcome({ game: 'dojo-dash', ...base, dojoDifficulty: 'expert' });
    expect(dash?.game === 'dojo-dash' && dash.value.picks).toHaveLength(10);
    expect(dash).toMatchObject({ difficulty: 'expert' });
  });

  it('waits for a server seed', () => {
    expect(computeOutcome({ game: 'limbo', ...seeds, serverSeed: ' ', rows: 8, mines: 3 })).toBe(
      null,
    );
  });
});

describe('clampNonce', () => {
  const pairs = [{ server_seed: 'abc', max_nonce: 7 }];
  it("resets a nonce beyond the player's own to the last one", () => {
    expect(clampNonce(12, 'abc', pairs)).toBe(7);
    expect(clampNonce(5, 'abc', pairs)).toBe(5);
  });
  it('leaves seeds the player never had alone', () => {
    expect(clampNonce(12, 'other', pairs)).toBe(12);
  });
});

describe('groupByNonceRange', () => {
  it('groups pairs whose ranges match within 1', () => {
    const groups = groupByNonceRange([
      { id: 1, min_nonce: 0, max_nonce: 10 },
      { id: 2, min_nonce: 1, max_nonce: 11 },
      { id: 3, min_nonce: 0, max_nonce: 40 },
      { id: 4, min_nonce: null, max_nonce: null },
    ]);
    expect(groups.map((g) => g.pairs.map((p) => p.id))).toEqual([[1, 2], [3], [4]]);
  });
});
