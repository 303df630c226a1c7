import { weightedTable } from '#provider/rng/rng';
import { MILLI, type Sym } from '#provider/slots/grid';

/**
 * Sakura Tumble: a 7×7 cluster-pays grid. Five or more equal symbols touching edge to edge pay
 * by cluster size; winning clusters vanish, the symbols above fall and new ones drop in
 * (tumbles), and every tumble raises the win multiplier by 1. In the base game the multiplier
 * starts at ×1 on each spin; in free spins it never resets. Three or more scrolls anywhere after
 * the tumbles start 10 free spins (3+ in free spins: 5 more). Bonus buy: the free spins.
 */

export const SYMBOLS = [
  'PETAL',
  'LEAF',
  'BELL',
  'FAN',
  'ONI',
  'KITSUNE',
  'TENGU',
  'SCROLL',
] as const;
export const SCROLL: Sym = 7;
export const SIZE = 7;
export const MIN_CLUSTER = 5;

/**
 * Every cell, every new symbol: an independent draw with these weights. Free spins draw from a
 * richer set (no petals), so clusters and tumbles come more often there.
 */
export const BASE_WEIGHTS: readonly number[] = [180, 180, 165, 165, 120, 100, 84, 6];
export const FREE_WEIGHTS: readonly number[] = [0, 60, 165, 165, 120, 100, 84, 6];
export const BASE_TABLE = weightedTable(BASE_WEIGHTS);
export const FREE_TABLE = weightedTable(FREE_WEIGHTS);

/**
 * Cluster pays in milli-bets by size 5, 6, …, 15 (the last also pays every larger cluster).
 * All pays and the multipliers scale together, so the RTP is tuned by one factor (ADR 029).
 */
const PAY_SHAPES: readonly (readonly number[])[] = [
  [100, 120, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  [100, 120, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  [150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 3000],
  [150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 3000],
  [250, 300, 400, 500, 750, 1000, 1250, 1500, 2000, 3000, 5000],
  [400, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 5000, 10000],
  [750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 25000],
];
/** The one tuning factor (bench/rtp.ts measures the result; see the README). */
export const PAY_SCALE = 6.27;
export const CLUSTER_PAYS: readonly (readonly number[])[] = PAY_SHAPES.map((row) =>
  row.map((pay) => Math.round(pay * PAY_SCALE)),
);
export function clusterPay(symbol: Sym, size: number): number {
  const row = CLUSTER_PAYS[symbol] ?? [];
  return row[Math.min(size, MIN_CLUSTER + row.length - 1) - MIN_CLUSTER] ?? 0;
}

export const TRIGGER_SCROLLS = 3;
export const FREE_SPINS = 10;
export const RETRIGGER_SPINS = 5;
export const MAX_WIN_X = 5000;
export const MAX_WIN_MILLI = MAX_WIN_X * MILLI;
export const BONUS_BUY_PRICE_X = 100;
