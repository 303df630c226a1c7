/**
 * Tengu Towers (issue 6): 9 levels; on each level some columns are safe. A level passed pays the
 * fair odds of surviving so far less a 1 % edge: 0.99 × (columns ÷ safe)^level, computed exactly
 * in integers and rounded down to 4 decimals (as mines: the house never pays a fraction above
 * the exact value). The draw itself lives in `@tengu/fairness` (games/towers.ts).
 */

export const TOWERS_LEVEL_COUNT = 9;

export const TOWERS_DIFFICULTY_LIST = ['easy', 'medium', 'hard', 'expert', 'master'] as const;
export type TowersDifficultyName = (typeof TOWERS_DIFFICULTY_LIST)[number];

/** Columns per level and safe tiles among them (the same figures as the fairness package). */
export const TOWERS_LAYOUT: Record<TowersDifficultyName, { columns: number; safe: number }> = {
  easy: { columns: 4, safe: 3 },
  medium: { columns: 3, safe: 2 },
  hard: { columns: 2, safe: 1 },
  expert: { columns: 3, safe: 1 },
  master: { columns: 4, safe: 1 },
};

/** The multiplier × 10⁴ after `level` levels passed (0 before the first: nothing to cash out). */
export function towersMultiplierE4(difficulty: TowersDifficultyName, level: number): bigint {
  if (!Number.isInteger(level) || level < 0 || level > TOWERS_LEVEL_COUNT) {
    throw new RangeError(`level must be an integer from 0 to ${TOWERS_LEVEL_COUNT}`);
  }
  if (level === 0) return 0n;
  const { columns, safe } = TOWERS_LAYOUT[difficulty];
  const numerator = 9_900n * BigInt(columns) ** BigInt(level); // 0.99 × 10⁴
  return numerator / BigInt(safe) ** BigInt(level);
}

/** The multiplier after `level` levels passed, e.g. 1.32 (easy, level 1). */
export function towersMultiplier(difficulty: TowersDifficultyName, level: number): number {
  return Number(towersMultiplierE4(difficulty, level)) / 10_000;
}

/** Levels 1–9 of a difficulty, bottom first, for the board and the docs. */
export function towersTable(difficulty: TowersDifficultyName): number[] {
  return Array.from({ length: TOWERS_LEVEL_COUNT }, (_, i) => towersMultiplier(difficulty, i + 1));
}
