/**
 * Coinflip (issue 6): a series of up to 20 flips fixed at the start; the player calls each flip;
 * a wrong call loses the stake; after k right calls a cash-out pays 1.98ᵏ (a 1 % edge per flip:
 * 0.99 × 2), computed exactly and rounded down to 4 decimals.
 */

export const COINFLIP_SERIES_LENGTH = 20;
export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSideName = (typeof COIN_SIDES)[number];

/** 1.98ᵏ × 10⁴, rounded down (0 before the first win: nothing to cash out). */
export function coinflipMultiplierE4(wins: number): bigint {
  if (!Number.isInteger(wins) || wins < 0 || wins > COINFLIP_SERIES_LENGTH) {
    throw new RangeError(`wins must be an integer from 0 to ${COINFLIP_SERIES_LENGTH}`);
  }
  if (wins === 0) return 0n;
  return (10_000n * 198n ** BigInt(wins)) / 100n ** BigInt(wins);
}

export function coinflipMultiplier(wins: number): number {
  return Number(coinflipMultiplierE4(wins)) / 10_000;
}

/** Wins 1–20, for the board and the docs. */
export function coinflipTable(): number[] {
  return Array.from({ length: COINFLIP_SERIES_LENGTH }, (_, i) => coinflipMultiplier(i + 1));
}
