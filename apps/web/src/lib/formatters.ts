import type { Language } from '@tengu/shared';

/**
 * Money arrives as integer units of 10⁻⁸ USD in decimal strings (ARCHITECTURE.md, Money).
 * Display rules are the spec's (document 1 section 9): balances are floored to 2 decimals,
 * bet-card amounts show 2 decimals and none above 9999, raffle tickets go compact above a million.
 */
const UNITS_PER_CENT = 1_000_000n;

/** Floors to whole cents; bigint division truncates toward zero, so negatives step down once more. */
export function unitsToCents(units: bigint | string): bigint {
  const value = typeof units === 'bigint' ? units : BigInt(units);
  const cents = value / UNITS_PER_CENT;
  return value < 0n && value % UNITS_PER_CENT !== 0n ? cents - 1n : cents;
}

function intlLocale(language: Language): string {
  // Persian keeps Western digits for amounts, as crypto sites do, so numbers read the same everywhere.
  return language === 'fa' ? 'fa-IR-u-nu-latn' : language;
}

export function formatUsd(units: bigint | string, language: Language): string {
  const cents = unitsToCents(units);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(cents) / 100);
}

export function formatBetAmount(units: bigint | string, language: Language): string {
  const dollars = Number(unitsToCents(units)) / 100;
  const digits = Math.abs(dollars) > 9999 ? 0 : 2;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // Above 9999 the cents are dropped, not rounded up into a win the player did not get.
    roundingMode: 'trunc',
  }).format(dollars);
}

export function formatTicketCount(count: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    notation: count > 1_000_000 ? 'compact' : 'standard',
    maximumFractionDigits: count > 1_000_000 ? 1 : 0,
  }).format(count);
}
