import { FairnessError } from '../errors';

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoOutcome {
  /** One step per row: 0 = left, 1 = right. */
  path: number[];
  /** Bucket index from the left = number of rights, 0 … rows. */
  bucket: number;
}

/** One float per row, floor(f × 2) (Stake's plinko mapping). */
export function plinkoPath(floats: readonly number[]): PlinkoOutcome {
  if (floats.length < PLINKO_MIN_ROWS || floats.length > PLINKO_MAX_ROWS) {
    throw new FairnessError(`plinko needs ${PLINKO_MIN_ROWS}–${PLINKO_MAX_ROWS} rows`);
  }
  const path = floats.map((f) => Math.floor(f * 2));
  return { path, bucket: path.reduce((sum, step) => sum + step, 0) };
}
