import { FairnessError } from './errors';
import { floats, type SeedInput } from './rng';

/** Lootbox odds are whole basis points: the weights of a table sum to this. */
export const LOOTBOX_TICKETS = 10_000;

/**
 * The prize a float wins (issue 17 item 2; spec document 2 section 9, lootbox odds): the float
 * becomes a ticket floor(f × 10,000) in 0 … 9,999, and the prizes own consecutive ranges of
 * tickets in table order, each as wide as its chance in basis points. floor(f × 10⁴) is exact in
 * a double (f has 32 significant bits), so every verifier agrees.
 */
export function lootboxPrizeIndex(float: number, weightsBps: readonly number[]): number {
  assertWeights(weightsBps);
  if (!(float >= 0 && float < 1)) throw new FairnessError(`lootbox: float ${float} not in [0, 1)`);
  const ticket = Math.floor(float * LOOTBOX_TICKETS);
  let upTo = 0;
  for (const [index, weight] of weightsBps.entries()) {
    upTo += weight;
    if (ticket < upTo) return index;
  }
  // Unreachable: the weights sum to LOOTBOX_TICKETS and ticket < LOOTBOX_TICKETS.
  throw new FairnessError(`lootbox: ticket ${ticket} beyond the table`);
}

/** One open: the first float of the seed pair's stream at this nonce (cursor 0). */
export function lootboxDraw(input: SeedInput & { weightsBps: readonly number[] }): {
  float: number;
  index: number;
} {
  const [float = Number.NaN] = floats({ ...input, count: 1 });
  return { float, index: lootboxPrizeIndex(float, input.weightsBps) };
}

function assertWeights(weights: readonly number[]): void {
  const isValid = weights.every((w) => Number.isSafeInteger(w) && w >= 0);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!isValid || weights.length === 0 || total !== LOOTBOX_TICKETS) {
    throw new FairnessError(
      `lootbox: weights must be non-negative integers summing to ${LOOTBOX_TICKETS}`,
    );
  }
}
