import { range, shuffleDraw } from '../draw';
import { FairnessError } from '../errors';

export const TOWERS_LEVELS = 9;

/** Columns per level and safe tiles among them, per difficulty (from the fairness issue). */
export const TOWERS_DIFFICULTIES = {
  easy: { columns: 4, safe: 3 },
  medium: { columns: 3, safe: 2 },
  hard: { columns: 2, safe: 1 },
  expert: { columns: 3, safe: 1 },
  master: { columns: 4, safe: 1 },
} as const;

export type TowersDifficulty = keyof typeof TOWERS_DIFFICULTIES;

export interface TowersOutcome {
  /** Per level from the bottom, the safe columns in draw order. */
  levels: number[][];
}

export function towersFloatCount(difficulty: TowersDifficulty): number {
  return TOWERS_LEVELS * TOWERS_DIFFICULTIES[difficulty].safe;
}

/** Per level, a draw over the level's columns picks the safe ones; floats continue across levels. */
export function towersLevels(
  difficulty: TowersDifficulty,
  floats: readonly number[],
): TowersOutcome {
  const { columns, safe } = TOWERS_DIFFICULTIES[difficulty];
  if (floats.length !== towersFloatCount(difficulty)) {
    throw new FairnessError(`towers ${difficulty} needs ${towersFloatCount(difficulty)} floats`);
  }
  const levels = range(TOWERS_LEVELS).map((level) =>
    shuffleDraw(range(columns), floats.slice(level * safe, (level + 1) * safe)),
  );
  return { levels };
}
