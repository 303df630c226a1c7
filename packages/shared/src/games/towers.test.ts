import { describe, expect, it } from 'vitest';
import {
  TOWERS_DIFFICULTY_LIST,
  TOWERS_LAYOUT,
  TOWERS_LEVEL_COUNT,
  towersMultiplier,
  towersMultiplierE4,
  towersTable,
} from './towers';

describe('towers multipliers (issue 6)', () => {
  for (const difficulty of TOWERS_DIFFICULTY_LIST) {
    it(`${difficulty}: every level returns 99 % (1 % edge, rounded down to 4 decimals)`, () => {
      const { columns, safe } = TOWERS_LAYOUT[difficulty];
      const table = towersTable(difficulty);
      expect(table).toHaveLength(TOWERS_LEVEL_COUNT);
      table.forEach((multiplier, i) => {
        const level = i + 1;
        const survival = (safe / columns) ** level;
        const exact = 0.99 / survival;
        // Rounded down: never above the exact value, less than 10⁻⁴ below it.
        expect(multiplier).toBeLessThanOrEqual(exact + 1e-9);
        expect(exact - multiplier).toBeLessThan(1e-4);
        expect(multiplier * survival).toBeCloseTo(0.99, 4);
        expect(Math.round(multiplier * 10_000)).toBe(Number(towersMultiplierE4(difficulty, level)));
      });
      // Strictly rising as the player climbs.
      expect([...table].sort((a, b) => a - b)).toEqual(table);
      expect(new Set(table).size).toBe(table.length);
    });
  }

  it('pays the hand-checked values', () => {
    expect(towersMultiplier('easy', 1)).toBe(1.32); // 0.99 × 4/3
    expect(towersMultiplier('easy', 2)).toBe(1.76); // 0.99 × 16/9 = 1.76
    expect(towersMultiplier('medium', 1)).toBe(1.485); // 0.99 × 3/2
    expect(towersMultiplier('hard', 9)).toBe(506.88); // 0.99 × 512
    expect(towersMultiplier('expert', 2)).toBe(8.91); // 0.99 × 9
    expect(towersMultiplier('master', 9)).toBe(259522.56); // 0.99 × 4⁹
    expect(towersMultiplier('easy', 3)).toBe(2.3466); // 0.99 × 64/27 = 2.34666… ↓
    expect(towersMultiplierE4('easy', 0)).toBe(0n);
  });

  it('rejects a level outside 0–9', () => {
    expect(() => towersMultiplier('easy', 10)).toThrow(RangeError);
    expect(() => towersMultiplier('easy', -1)).toThrow(RangeError);
    expect(() => towersMultiplier('easy', 1.5)).toThrow(RangeError);
  });
});
