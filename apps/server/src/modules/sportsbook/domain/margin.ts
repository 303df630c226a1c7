/**
 * The operator margin (ADR 035), applied by the power method: each fair probability p becomes
 * p^k, with the one k in (0, 1] for which the margined probabilities sum to (1 + margin) × the
 * fair sum. Unlike a proportional markup it never pushes a favourite past certainty (p^k ≤ 1)
 * and it loads longshots a little more than favourites, as bookmakers do (favourite–longshot
 * bias). Markets whose outcomes cover every result twice (double chance) have a fair sum of 2
 * and get 2 × (1 + margin).
 */
import { type Odds, oddsFromDecimal } from './odds';

/** Margined probabilities for fair probabilities in (0, 1]; `margin` e.g. 0.05 for 5 %. */
export function applyMargin(fair: readonly number[], margin: number): number[] {
  if (margin < 0 || margin >= 1) throw new Error(`margin out of range: ${margin}`);
  const fairSum = fair.reduce((s, p) => s + p, 0);
  const target = fairSum * (1 + margin);
  const sumAt = (k: number): number => fair.reduce((s, p) => s + p ** k, 0);
  if (margin === 0 || sumAt(0) <= target) return [...fair]; // nothing to load (all certain)
  // sumAt decreases in k; bisection between k = 0 (count) and k = 1 (fair sum).
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sumAt(mid) > target) lo = mid;
    else hi = mid;
  }
  const k = (lo + hi) / 2;
  return fair.map((p) => p ** k);
}

/** Prices for fair probabilities: margined, inverted, rounded down to the thousandth. */
export function priceWithMargin(fair: readonly number[], margin: number): Odds[] {
  return applyMargin(fair, margin).map((p) => oddsFromDecimal(1 / p));
}
