import { range, shuffleDraw } from '../draw';
import { FairnessError } from '../errors';

export const DOJO_DASH_LANES = 20;

/** Hazards drawn per difficulty (from the fairness issue). */
export const DOJO_DASH_HAZARDS = { easy: 1, medium: 3, hard: 5, expert: 10 } as const;

export type DojoDashDifficulty = keyof typeof DOJO_DASH_HAZARDS;

export interface DojoDashOutcome {
  /** Hazard lanes 0–19 in draw order. */
  picks: number[];
  /** The first hazard the runner meets: the lowest picked lane. */
  hazard: number;
}

export function dojoDashLanes(
  difficulty: DojoDashDifficulty,
  floats: readonly number[],
): DojoDashOutcome {
  if (floats.length !== DOJO_DASH_HAZARDS[difficulty]) {
    throw new FairnessError(
      `dojo-dash ${difficulty} needs ${DOJO_DASH_HAZARDS[difficulty]} floats`,
    );
  }
  const picks = shuffleDraw(range(DOJO_DASH_LANES), floats);
  return { picks, hazard: Math.min(...picks) };
}
