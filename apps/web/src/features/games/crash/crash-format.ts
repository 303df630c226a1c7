import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import { formatUsd } from '@/lib/formatters';
import type { Language } from '@tengu/shared';

/** A signed dollar amount: "+$1.20" / "−$5.00". */
export function formatProfit(profit: string, language: Language): string {
  const units = decimalToUnits(profit, { allowNegative: true });
  const magnitude = formatUsd(unitsToDecimal(units < 0n ? -units : units), language);
  return `${units < 0n ? '−' : '+'}${magnitude}`;
}

/** Green from 2×, gold from 10× (the strip and the table use the same steps). */
export function pointTone(point: number): string {
  if (point >= 10) return 'bg-gold text-ink-950';
  if (point >= 2) return 'bg-emerald-500 text-ink-950';
  return 'bg-ink-600 text-white';
}
