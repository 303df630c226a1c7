import type { RewardStats } from '@tengu/shared';
import { decimalToUnits, unitsToDecimalText } from '@/lib/formatters';

export type StatKey = keyof RewardStats;
/** The order of the bars: the rewards the player meets first come first. */
export const STAT_KEYS: readonly StatKey[] = ['rakeback', 'dailyDollars', 'LUR', 'wb', 'mb'];

export interface StatBar {
  key: StatKey;
  amount: string;
  /** 0–100: the bar's length against the largest total. */
  percent: number;
}

/**
 * The rewards stats (document 2 section 3: rakeback, dailyDollars, LUR, wb, mb) as bars scaled to
 * the largest, and their sum. Amounts stay bigint until the display ratio.
 */
export function statBars(stats: RewardStats): { bars: StatBar[]; total: string } {
  const units = STAT_KEYS.map((key) => ({ key, units: decimalToUnits(stats[key]) }));
  const max = units.reduce((m, { units: u }) => (u > m ? u : m), 0n);
  const total = units.reduce((sum, { units: u }) => sum + (u > 0n ? u : 0n), 0n);
  return {
    total: unitsToDecimalText(total),
    bars: units.map(({ key, units: u }) => ({
      key,
      amount: stats[key],
      percent: max > 0n && u > 0n ? Number((u * 10_000n) / max) / 100 : 0,
    })),
  };
}
