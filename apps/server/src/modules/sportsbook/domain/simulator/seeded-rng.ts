/**
 * The simulator's randomness: a seeded PRNG (mulberry32, public domain, Tommy Ettinger), so a
 * seed replays the same match — tests are deterministic and an incident can be reproduced.
 * Not cryptographic: simulated matches move no money by chance, only the bets on them do.
 */
export interface SeededRng {
  /** A float in [0, 1). */
  next(): number;
}

export function createSeededRng(seed: number): SeededRng {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}
