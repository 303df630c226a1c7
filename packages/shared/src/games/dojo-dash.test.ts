import { describe, expect, it } from 'vitest';
import {
  DOJO_DASH_DIFFICULTY_LIST,
  DOJO_DASH_HAZARD_COUNT,
  DOJO_DASH_LANE_COUNT,
  dojoDashMaxLanes,
  dojoDashMultiplier,
  dojoDashMultiplierE4,
  dojoDashSurvival,
  dojoDashTable,
} from './dojo-dash';

/** P(the lowest of h distinct lanes drawn from 0–19 is ≥ k), by brute force over the draw. */
function survivalBySimulation(h: number, k: number): number {
  // The lowest hazard is ≥ k iff all h hazards fall in lanes k…19: count h-subsets directly.
  let inRange = 1;
  let all = 1;
  for (let i = 0; i < h; i++) {
    inRange *= (DOJO_DASH_LANE_COUNT - k - i) / (i + 1);
    all *= (DOJO_DASH_LANE_COUNT - i) / (i + 1);
  }
  return Math.max(inRange, 0) / all;
}

describe('dojo-dash multipliers (issue 6)', () => {
  for (const difficulty of DOJO_DASH_DIFFICULTY_LIST) {
    it(`${difficulty}: every lane returns 99 % of the exact survival odds`, () => {
      const h = DOJO_DASH_HAZARD_COUNT[difficulty];
      const table = dojoDashTable(difficulty);
      expect(table).toHaveLength(DOJO_DASH_LANE_COUNT - h);
      table.forEach((multiplier, i) => {
        const lanes = i + 1;
        const survival = survivalBySimulation(h, lanes);
        expect(dojoDashSurvival(difficulty, lanes)).toBeCloseTo(survival, 12);
        const exact = 0.99 / survival;
        expect(multiplier).toBeLessThanOrEqual(exact * (1 + 1e-12));
        expect(exact - multiplier).toBeLessThan(1e-4 + exact * 1e-12);
        expect(Math.round(multiplier * 10_000)).toBe(
          Number(dojoDashMultiplierE4(difficulty, lanes)),
        );
      });
      expect(new Set(table).size).toBe(table.length);
      expect([...table].sort((a, b) => a - b)).toEqual(table);
    });
  }

  it('pays the hand-checked values', () => {
    // Easy, one hazard: C(20,1)/C(19,1) = 20/19 → 0.99 × 20/19 = 1.04210… ↓ 1.0421.
    expect(dojoDashMultiplier('easy', 1)).toBe(1.0421);
    // Easy after 19 lanes: 0.99 × 20 = 19.8.
    expect(dojoDashMultiplier('easy', 19)).toBe(19.8);
    // Medium, 1 lane: C(20,3)/C(19,3) = 1140/969 → 0.99 × 1.17647… = 1.16470… ↓ 1.1647.
    expect(dojoDashMultiplier('medium', 1)).toBe(1.1647);
    // Expert after 10 lanes: 0.99 × C(20,10) = 0.99 × 184756 = 182908.44.
    expect(dojoDashMultiplier('expert', 10)).toBe(182908.44);
    expect(dojoDashMultiplierE4('hard', 0)).toBe(0n);
    expect(dojoDashMaxLanes('hard')).toBe(15);
  });

  it('rejects lanes beyond the last safe one', () => {
    expect(() => dojoDashMultiplier('easy', 20)).toThrow(RangeError);
    expect(() => dojoDashMultiplier('expert', 11)).toThrow(RangeError);
    expect(() => dojoDashMultiplier('medium', -1)).toThrow(RangeError);
  });
});
