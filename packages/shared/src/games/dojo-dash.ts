/**
 * Dojo Dash (issue 6): the ninja dashes across 20 lanes; `hazards` of them hide a trap (drawn by
 * Fisher–Yates over lanes 0–19 in `@tengu/fairness`); the run meets the lowest one. Passing k
 * lanes has probability C(20 − k, h) ÷ C(20, h), so the multiplier is 0.99 × C(20, h) ÷
 * C(20 − k, h), computed exactly and rounded down to 4 decimals. The run is complete after
 * 20 − h lanes: every lane left holds a hazard.
 */

export const DOJO_DASH_LANE_COUNT = 20;

export const DOJO_DASH_DIFFICULTY_LIST = ['easy', 'medium', 'hard', 'expert'] as const;
export type DojoDashDifficultyName = (typeof DOJO_DASH_DIFFICULTY_LIST)[number];

/** Hazard lanes per difficulty (the same figures as the fairness package). */
export const DOJO_DASH_HAZARD_COUNT: Record<DojoDashDifficultyName, number> = {
  easy: 1,
  medium: 3,
  hard: 5,
  expert: 10,
};

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Lanes a run can pass before only hazards are left: 20 − h. */
export function dojoDashMaxLanes(difficulty: DojoDashDifficultyName): number {
  return DOJO_DASH_LANE_COUNT - DOJO_DASH_HAZARD_COUNT[difficulty];
}

/** The chance of passing the first `lanes` lanes, C(20 − k, h) ÷ C(20, h). */
export function dojoDashSurvival(difficulty: DojoDashDifficultyName, lanes: number): number {
  const h = DOJO_DASH_HAZARD_COUNT[difficulty];
  return (
    Number(binomial(DOJO_DASH_LANE_COUNT - lanes, h)) / Number(binomial(DOJO_DASH_LANE_COUNT, h))
  );
}

/** The multiplier × 10⁴ after `lanes` lanes passed (0 before the first: nothing to cash out). */
export function dojoDashMultiplierE4(difficulty: DojoDashDifficultyName, lanes: number): bigint {
  const max = dojoDashMaxLanes(difficulty);
  if (!Number.isInteger(lanes) || lanes < 0 || lanes > max) {
    throw new RangeError(`lanes must be an integer from 0 to ${max}`);
  }
  if (lanes === 0) return 0n;
  const h = DOJO_DASH_HAZARD_COUNT[difficulty];
  return (9_900n * binomial(DOJO_DASH_LANE_COUNT, h)) / binomial(DOJO_DASH_LANE_COUNT - lanes, h);
}

export function dojoDashMultiplier(difficulty: DojoDashDifficultyName, lanes: number): number {
  return Number(dojoDashMultiplierE4(difficulty, lanes)) / 10_000;
}

/** Lanes 1 … 20 − h of a difficulty, for the board and the docs. */
export function dojoDashTable(difficulty: DojoDashDifficultyName): number[] {
  return Array.from({ length: dojoDashMaxLanes(difficulty) }, (_, i) =>
    dojoDashMultiplier(difficulty, i + 1),
  );
}
