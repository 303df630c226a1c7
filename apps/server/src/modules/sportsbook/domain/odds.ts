/**
 * Odds representation (ADR 035): decimal odds as an integer number of thousandths, so
 * 1.85 is 1850. Thousandths keep three decimals (what feeds publish) and stay exact in
 * bigint payout arithmetic; no float ever reaches money. Display conversions are pure.
 */
export type Odds = number;

export const ODDS_SCALE = 1000;
/** The lowest price we offer (1.001): below it a bet cannot win anything. */
export const MIN_ODDS: Odds = 1001;
/** The highest price we offer (1000.00); longer shots are capped here. */
export const MAX_ODDS: Odds = 1_000_000;

export function isValidOdds(odds: number): odds is Odds {
  return Number.isInteger(odds) && odds >= MIN_ODDS && odds <= MAX_ODDS;
}

/** Decimal odds (a float from a model or a feed) to our integer, rounded down (house side). */
export function oddsFromDecimal(decimal: number): Odds {
  if (!Number.isFinite(decimal) || decimal <= 1) return MIN_ODDS;
  const odds = Math.floor(decimal * ODDS_SCALE + 1e-9);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
}

/** The probability a price implies (1 / decimal odds). */
export function impliedProbability(odds: Odds): number {
  return ODDS_SCALE / odds;
}

/** "1.85", "2.00", "1.333" — two decimals unless the third is significant. */
export function formatDecimal(odds: Odds): string {
  const whole = Math.floor(odds / ODDS_SCALE);
  const thousandths = odds % ODDS_SCALE;
  const frac = String(thousandths).padStart(3, '0');
  return `${whole}.${frac.endsWith('0') ? frac.slice(0, 2) : frac}`;
}

/** UK fractional odds, the exact profit fraction in lowest terms: 1850 → "17/20", 3000 → "2/1". */
export function formatFractional(odds: Odds): string {
  const numerator = odds - ODDS_SCALE;
  const divisor = gcd(numerator, ODDS_SCALE);
  return `${numerator / divisor}/${ODDS_SCALE / divisor}`;
}

/**
 * US moneyline: +profit on 100 staked for odds ≥ 2.00, −stake needed to win 100 below it;
 * rounded to the nearest whole number (half away from zero), as US books print them.
 */
export function formatAmerican(odds: Odds): string {
  const profitThousandths = odds - ODDS_SCALE;
  if (odds >= 2 * ODDS_SCALE) {
    return `+${Math.round((profitThousandths * 100) / ODDS_SCALE)}`;
  }
  return `-${Math.round((100 * ODDS_SCALE) / profitThousandths)}`;
}

export type OddsFormat = 'decimal' | 'fractional' | 'american';

export function formatOdds(odds: Odds, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return formatDecimal(odds);
    case 'fractional':
      return formatFractional(odds);
    case 'american':
      return formatAmerican(odds);
  }
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}
