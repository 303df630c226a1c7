import { priceWithMargin, type Odds } from '#app/modules/sportsbook/domain/index';

/**
 * The bookmakers' consensus price of one market (ADR 042): per outcome, the average of the
 * probabilities the bookmakers' prices imply; normalised to sum 1, which removes their
 * overround (proportionally); then our own margin by the domain's power method, floored to the
 * thousandth. The bookmakers' margins never reach our prices — only the operator's does.
 */

/** Each row: one bookmaker's decimal prices, one per outcome in a fixed order. */
export type BookPrices = readonly number[];

/** Fair probabilities from the bookmakers' prices, or null when none is usable. */
export function consensusFair(books: readonly BookPrices[]): number[] | null {
  const usable = books.filter(
    (prices) => prices.length > 0 && prices.every((p) => Number.isFinite(p) && p > 1),
  );
  if (usable.length === 0) return null;
  const width = usable[0]?.length ?? 0;
  if (usable.some((prices) => prices.length !== width)) {
    throw new Error('every bookmaker must price the same outcomes');
  }
  const implied = Array.from({ length: width }, (_, i) => {
    let sum = 0;
    for (const prices of usable) sum += 1 / (prices[i] as number);
    return sum / usable.length;
  });
  const total = implied.reduce((s, p) => s + p, 0);
  return implied.map((p) => p / total);
}

/** Our prices for a market, or null when fewer than `minBookmakers` price it. */
export function consensusOdds(
  books: readonly BookPrices[],
  margin: number,
  minBookmakers = 1,
): { odds: Odds[]; bookmakers: number } | null {
  const usable = books.filter((prices) => prices.every((p) => Number.isFinite(p) && p > 1));
  if (usable.length < Math.max(1, minBookmakers)) return null;
  const fair = consensusFair(usable);
  if (!fair) return null;
  return { odds: priceWithMargin(fair, margin), bookmakers: usable.length };
}
