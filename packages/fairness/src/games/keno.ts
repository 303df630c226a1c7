import { range, shuffleDraw } from '../draw';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;

export interface KenoOutcome {
  /** The drawn numbers, ascending. */
  numbers: number[];
  /** The same numbers in draw order. */
  drawn: number[];
}

/** Ten draws over the numbers 1–40 (Stake draws squares 0–39; we show them 1-based). */
export function kenoDraw(floats: readonly number[]): KenoOutcome {
  const drawn = shuffleDraw(range(KENO_NUMBERS, 1), floats.slice(0, KENO_DRAWN));
  return { numbers: [...drawn].sort((a, b) => a - b), drawn };
}
