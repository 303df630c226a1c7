import { floatStream, type SeedInput } from '@tengu/fairness';
import type { Rng } from './rng';

/**
 * Real play: the same provably fair stream as the originals (packages/fairness): floats from
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), eight 4-byte floats
 * per digest, consumed in order (the cursor). int(n) = floor(float × n): the float takes 2^32
 * equally likely values, so each of the n outcomes has probability within 2^-32 of 1/n (a
 * relative error below n / 2^32, under 3 × 10^-7 for the largest table here, 1,000 entries).
 * A player verifies a spin by replaying the stream.
 */
export interface FairRng extends Rng {
  /** How many floats this spin consumed so far. */
  readonly cursor: number;
}

export function createFairRng(seed: SeedInput): FairRng {
  const stream = floatStream(seed);
  let cursor = 0;
  return {
    int(n) {
      cursor++;
      return Math.floor(stream.next().value * n);
    },
    get cursor() {
      return cursor;
    },
  };
}
