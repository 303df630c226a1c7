// Single-float games and the coin series, as the fairness issue specifies them.

/** European wheel pocket 0–36: floor(f × 37). */
export function roulettePocket(f: number): number {
  return Math.floor(f * 37);
}

export const COINFLIP_FLIPS = 20;
export type CoinSide = 'heads' | 'tails';

/** One flip per float: f ≤ 0.5 is tails, otherwise heads. */
export function coinflipSeries(floats: readonly number[]): CoinSide[] {
  return floats.map((f) => (f <= 0.5 ? 'tails' : 'heads'));
}
