import { range, shuffleDraw } from '../draw';
import { FairnessError } from '../errors';

export const MINES_TILES = 25;

export function assertMineCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < 1 || mines > MINES_TILES - 1) {
    throw new FairnessError(`mines must be an integer from 1 to ${MINES_TILES - 1}`);
  }
}

/** The draw over tiles 0–24; the first `floats.length` tiles drawn are the mines, in draw order. */
export function minePositions(floats: readonly number[]): number[] {
  assertMineCount(floats.length);
  return shuffleDraw(range(MINES_TILES), floats);
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * Payout multiplier after `safeRevealed` safe tiles: 0.99 × C(25, k) ÷ C(25 − m, k), the fair odds
 * of surviving k picks less a 1% edge. Computed exactly in integers and rounded DOWN to 4 decimals
 * (the common site convention: the house never pays a fraction above the exact value).
 */
export function minesMultiplier(mines: number, safeRevealed: number): number {
  assertMineCount(mines);
  if (!Number.isInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > MINES_TILES - mines) {
    throw new FairnessError(`safeRevealed must be an integer from 0 to ${MINES_TILES - mines}`);
  }
  const numerator = 99n * binomial(MINES_TILES, safeRevealed) * 100n; // 0.99 × 10^4
  const scaled = numerator / binomial(MINES_TILES - mines, safeRevealed); // floor
  return Number(scaled) / 10_000;
}
