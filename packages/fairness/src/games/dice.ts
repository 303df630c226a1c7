// Dice and limbo mappings, as in Stake's published game-events code (stake.com/provably-fair).

/** Dice roll in [0, 100.00] with two decimals: floor(f × 10001) / 100. */
export function diceRoll(f: number): number {
  return Math.floor(f * 10001) / 100;
}

export type DiceCondition = 'over' | 'under';

/** A dice bet wins when the roll is strictly beyond the target on the chosen side. */
export function isDiceWin(
  roll: number,
  { target, condition }: { target: number; condition: DiceCondition },
): boolean {
  return condition === 'over' ? roll > target : roll < target;
}

const LIMBO_BUCKETS = 16777216; // 2^24
const HOUSE_EDGE = 0.01;

/**
 * Limbo multiplier, the operations in the (Stake-style) order so that float rounding
 * matches other verifiers: 2^24 / (floor(f × 2^24) + 1) × (1 − 0.01), then floor(x × 100) / 100.
 * Results below 1 (only f close to 1 gives them) are raised to 1, as Stake's `Math.max(crashPoint, 1)`.
 */
export function limboResult(f: number): number {
  const crashPoint = (LIMBO_BUCKETS / (Math.floor(f * LIMBO_BUCKETS) + 1)) * (1 - HOUSE_EDGE);
  return Math.max(Math.floor(crashPoint * 100) / 100, 1);
}

/** A limbo bet wins when the result reaches the target multiplier. */
export function isLimboWin(result: number, target: number): boolean {
  return result >= target;
}
