import { describe, expect, it } from 'vitest';
import { floats } from '../rng';
import { CLIENT_SEED, SERVER_SEED } from '../testing/node-reference';
import { minePositions, minesMultiplier } from './mines';

describe('minePositions', () => {
  it('draws N distinct tiles in 0–24 for every mine count', () => {
    for (let mines = 1; mines <= 24; mines++) {
      const tiles = minePositions(
        floats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: mines, count: mines }),
      );
      expect(tiles).toHaveLength(mines);
      expect(new Set(tiles).size).toBe(mines);
      expect(tiles.every((t) => Number.isInteger(t) && t >= 0 && t <= 24)).toBe(true);
    }
  });

  it('keeps the first mines when more are added (one shuffle, first N taken)', () => {
    const f = floats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 3, count: 5 });
    expect(minePositions(f).slice(0, 3)).toEqual(minePositions(f.slice(0, 3)));
  });

  it('follows the draw by hand: floor(0.5×25)=12, then floor(0.5×24)=12 of [0…11,13…24] → 13', () => {
    expect(minePositions([0.5, 0.5])).toEqual([12, 13]);
  });

  it('rejects 0 or 25 mines', () => {
    expect(() => minePositions([])).toThrow('mines must be an integer from 1 to 24');
    expect(() => minePositions(new Array<number>(25).fill(0))).toThrow(
      'mines must be an integer from 1 to 24',
    );
  });
});

describe('minesMultiplier', () => {
  it('is 0.99 × C(25,k) / C(25−m,k), rounded down to 4 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(1.0312); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplier(3, 2)).toBe(1.2857); // 0.99 × 300/231 = 1.285714…
    expect(minesMultiplier(24, 1)).toBe(24.75); // 0.99 × 25/1
    expect(minesMultiplier(1, 24)).toBe(24.75); // 0.99 × 25/1
    expect(minesMultiplier(12, 13)).toBe(5148297); // 0.99 × C(25,13) = 0.99 × 5200300
    expect(minesMultiplier(5, 0)).toBe(0.99);
  });

  it('rejects impossible reveals', () => {
    expect(() => minesMultiplier(3, 23)).toThrow('safeRevealed must be an integer from 0 to 22');
    expect(() => minesMultiplier(0, 1)).toThrow('mines must be an integer from 1 to 24');
  });
});
