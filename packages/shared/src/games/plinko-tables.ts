/**
 * Plinko payout multipliers by risk and rows (issue 5: "rows 8–16 × three risk levels with the
 * industry's usual payout tables"), bucket 0 (far left) … rows (far right). The server pays from
 * these and the UI draws them. Each table returns 98.5–99.5 % under the binomial distribution of
 * an unbiased path (plinko-tables.test.ts).
 */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export const PLINKO_ROWS_MIN = 8;
export const PLINKO_ROWS_MAX = 16;

/** Mirror a left half (bucket 0 … centre) into a full symmetric table. */
function mirrored(half: readonly number[], rows: number): readonly number[] {
  const full = [...half];
  for (let bucket = half.length; bucket <= rows; bucket++) full.push(half[rows - bucket] ?? 0);
  return full;
}

const LOW: Record<number, readonly number[]> = {
  8: mirrored([5.6, 2.1, 1.1, 1, 0.5], 8),
  9: mirrored([5.6, 2, 1.6, 1, 0.7], 9),
  10: mirrored([8.9, 3, 1.4, 1.1, 1, 0.5], 10),
  11: mirrored([8.4, 3, 1.9, 1.3, 1, 0.7], 11),
  12: mirrored([10, 3, 1.6, 1.4, 1.1, 1, 0.5], 12),
  13: mirrored([8.1, 4, 3, 1.9, 1.2, 0.9, 0.7], 13),
  14: mirrored([7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5], 14),
  15: mirrored([15, 8, 3, 2, 1.5, 1.1, 1, 0.7], 15),
  16: mirrored([16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5], 16),
};

const MEDIUM: Record<number, readonly number[]> = {
  8: mirrored([13, 3, 1.3, 0.7, 0.4], 8),
  9: mirrored([18, 4, 1.7, 0.9, 0.5], 9),
  10: mirrored([22, 5, 2, 1.4, 0.6, 0.4], 10),
  11: mirrored([24, 6, 3, 1.8, 0.7, 0.5], 11),
  12: mirrored([33, 11, 4, 2, 1.1, 0.6, 0.3], 12),
  13: mirrored([43, 13, 6, 3, 1.3, 0.7, 0.4], 13),
  14: mirrored([58, 15, 7, 4, 1.9, 1, 0.5, 0.2], 14),
  15: mirrored([88, 18, 11, 5, 3, 1.3, 0.5, 0.3], 15),
  16: mirrored([110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3], 16),
};

const HIGH: Record<number, readonly number[]> = {
  8: mirrored([29, 4, 1.5, 0.3, 0.2], 8),
  9: mirrored([43, 7, 2, 0.6, 0.2], 9),
  10: mirrored([76, 10, 3, 0.9, 0.3, 0.2], 10),
  11: mirrored([120, 14, 5.2, 1.4, 0.4, 0.2], 11),
  12: mirrored([170, 24, 8.1, 2, 0.7, 0.2, 0.2], 12),
  13: mirrored([260, 37, 11, 4, 1, 0.2, 0.2], 13),
  14: mirrored([420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2], 14),
  15: mirrored([620, 83, 27, 8, 3, 0.5, 0.2, 0.2], 15),
  16: mirrored([1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2], 16),
};

export const PLINKO_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: LOW,
  medium: MEDIUM,
  high: HIGH,
};

/** The multipliers of one board, bucket 0 … rows. */
export function plinkoTable(risk: PlinkoRisk, rows: number): readonly number[] {
  const table = PLINKO_TABLES[risk][rows];
  if (!table) throw new Error(`no plinko table for ${risk} risk and ${rows} rows`);
  return table;
}
