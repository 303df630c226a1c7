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

// The display conversions live once in packages/shared (the web formats with them too).
export {
  formatAmerican,
  formatDecimal,
  formatFractional,
  formatOdds,
  type OddsFormat,
} from '@tengu/shared';
