/**
 * The one source of randomness every game's math takes: uniform integers. Games never call
 * Math.random; real play passes a provably fair stream (fair-rng.ts), simulations a fast seeded
 * PRNG (xoshiro128.ts). Same seed, same calls → same outcome (ADR 029).
 */
export interface Rng {
  /** A uniform integer in [0, n); n is a positive integer below 2^32. */
  int(n: number): number;
}

/** An index drawn with the given integer weights (cumulative table built once per table). */
export function pickWeighted(rng: Rng, table: WeightedTable): number {
  const roll = rng.int(table.total);
  const cumulative = table.cumulative;
  let i = 0;
  while (roll >= (cumulative[i] as number)) i++;
  return i;
}

export interface WeightedTable {
  readonly total: number;
  readonly cumulative: readonly number[];
}

export function weightedTable(weights: readonly number[]): WeightedTable {
  let total = 0;
  const cumulative = weights.map((w) => {
    if (!Number.isInteger(w) || w < 0) throw new Error(`bad weight ${w}`);
    total += w;
    return total;
  });
  if (total <= 0) throw new Error('weights sum to zero');
  return { total, cumulative };
}
