/**
 * Keno (issue 6): 40 numbers, 10 drawn (Fisher–Yates in `@tengu/fairness`, `kenoDraw`). The
 * player picks 1–10 numbers and a risk; the payout multiplier is read from these tables by
 * picks and hits: `kenoTable(risk, picks)[hits]`. They are the industry's usual (Stake) tables;
 * each returns 98.5–99.5 % under the hypergeometric distribution (keno-tables.test.ts), none
 * needed adjusting. The server pays from them, the game and the docs page draw them.
 */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

/** Index p − 1 holds the table for p picks; each table has p + 1 entries (0 … p hits). */
const TABLES: Record<KenoRisk, readonly (readonly number[])[]> = {
  classic: [
    [0, 3.96],
    [0, 1.9, 4.5],
    [0, 1, 3.1, 10.4],
    [0, 0.8, 1.8, 5, 22.5],
    [0, 0.25, 1.4, 4.1, 16.5, 36],
    [0, 0, 1, 3.68, 7, 16.5, 40],
    [0, 0, 0.47, 3, 4.5, 14, 31, 60],
    [0, 0, 0, 2.2, 4, 13, 22, 55, 70],
    [0, 0, 0, 1.55, 3, 8, 15, 44, 60, 85],
    [0, 0, 0, 1.4, 2.25, 4.5, 8, 17, 50, 80, 100],
  ],
  low: [
    [0.7, 1.85],
    [0, 2, 3.8],
    [0, 1.1, 1.38, 26],
    [0, 0, 2.2, 7.9, 90],
    [0, 0, 1.5, 4.2, 13, 300],
    [0, 0, 1.1, 2, 6.2, 100, 700],
    [0, 0, 1.1, 1.6, 3.5, 15, 225, 700],
    [0, 0, 1.1, 1.5, 2, 5.5, 39, 100, 800],
    [0, 0, 1.1, 1.3, 1.7, 2.5, 7.5, 50, 250, 1000],
    [0, 0, 1.1, 1.2, 1.3, 1.8, 3.5, 13, 50, 250, 1000],
  ],
  medium: [
    [0.4, 2.75],
    [0, 1.8, 5.1],
    [0, 0, 2.8, 50],
    [0, 0, 1.7, 10, 100],
    [0, 0, 1.4, 4, 14, 390],
    [0, 0, 0, 3, 9, 180, 710],
    [0, 0, 0, 2, 7, 30, 400, 800],
    [0, 0, 0, 2, 4, 11, 67, 400, 900],
    [0, 0, 0, 2, 2.5, 5, 15, 100, 500, 1000],
    [0, 0, 0, 1.6, 2, 4, 7, 26, 100, 500, 1000],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.1],
    [0, 0, 0, 81.5],
    [0, 0, 0, 10, 259],
    [0, 0, 0, 4.5, 48, 450],
    [0, 0, 0, 0, 11, 350, 710],
    [0, 0, 0, 0, 7, 90, 400, 800],
    [0, 0, 0, 0, 5, 20, 270, 600, 900],
    [0, 0, 0, 0, 4, 11, 56, 500, 800, 1000],
    [0, 0, 0, 0, 3.5, 8, 13, 63, 500, 800, 1000],
  ],
};

/** The multipliers for `picks` (1–10) numbers at a risk, indexed by hits. */
export function kenoTable(risk: KenoRisk, picks: number): readonly number[] {
  const table = TABLES[risk][picks - 1];
  if (!table) throw new RangeError(`keno: no table for ${picks} picks`);
  return table;
}

/** The multiplier paid for `hits` of `picks` (0 when the table pays nothing). */
export function kenoMultiplier(risk: KenoRisk, picks: number, hits: number): number {
  return kenoTable(risk, picks)[hits] ?? 0;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/**
 * The chance of exactly `hits` of `picks` among the 10 drawn of 40 (hypergeometric):
 * C(picks, hits) · C(40 − picks, 10 − hits) / C(40, 10).
 */
export function kenoHitChance(picks: number, hits: number): number {
  return (
    (binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits)) /
    binomial(KENO_NUMBERS, KENO_DRAWN)
  );
}

/** A table's expected return per unit staked. */
export function kenoReturn(risk: KenoRisk, picks: number): number {
  return kenoTable(risk, picks).reduce((sum, m, hits) => sum + kenoHitChance(picks, hits) * m, 0);
}
