/**
 * Prices a market from a model's distribution of final results, settling each outcome on each
 * result with the same code that settles bets — so prices and settlement cannot disagree.
 *
 * An outcome's fair probability is its break-even chance q = W / (W + L), where W is the
 * probability of a win (a half-win counts half) and L of a loss (a half-loss counts half); a
 * push returns the stake and weighs nothing. Fair odds 1/q then have zero expectation, which
 * is the right price for whole and quarter lines too; for markets without pushes q is simply
 * P(win). Margin by the power method (margin.ts).
 */
import { MAX_ODDS, MIN_ODDS, ODDS_SCALE } from '../odds';
import { applyMargin } from '../margin';
import type { LegResult, Market, MarketType, Outcome } from '../types';

export interface Weighted<R> {
  p: number;
  result: R;
}

/** Below this, an outcome is treated as impossible (closed); above 1 − it, as certain. */
export const CERTAINTY_EPSILON = 1e-9;

export interface MarketSpec {
  type: MarketType;
  specifier: string;
  outcomeIds: readonly string[];
}

export function fairProbabilities<R>(
  outcomeIds: readonly string[],
  distribution: ReadonlyArray<Weighted<R>>,
  settle: (outcomeId: string, result: R) => LegResult,
): number[] {
  return outcomeIds.map((id) => {
    let win = 0;
    let loss = 0;
    for (const { p, result } of distribution) {
      const r = settle(id, result);
      if (r === 'win') win += p;
      else if (r === 'loss') loss += p;
      else if (r === 'half_win') win += p / 2;
      else if (r === 'half_loss') loss += p / 2;
    }
    return win + loss <= 0 ? 0 : win / (win + loss);
  });
}

/**
 * A priced market. Impossible outcomes are inactive; a market already decided (nothing left
 * uncertain) is suspended until its settlement — no bet can be taken on a known result.
 */
export function priceMarket(spec: MarketSpec, fair: readonly number[], margin: number): Market {
  const id = marketId(spec.type, spec.specifier);
  // Decided: no outcome is still uncertain (a certain winner, or every outcome pushed).
  const isDecided = fair.every((q) => q <= CERTAINTY_EPSILON || q >= 1 - CERTAINTY_EPSILON);
  const open = fair.map((q) => q > CERTAINTY_EPSILON);
  const margined = isDecided
    ? fair
    : applyMargin(
        fair.filter((_, i) => open[i]),
        margin,
      );
  let next = 0;
  const outcomes: Outcome[] = spec.outcomeIds.map((outcomeId, i) => {
    if (!open[i]) return { id: outcomeId, odds: MAX_ODDS, isActive: false };
    const p = margined[isDecided ? i : next++] as number;
    const odds = Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(ODDS_SCALE / p)));
    return { id: outcomeId, odds, isActive: !isDecided };
  });
  return {
    id,
    type: spec.type,
    specifier: spec.specifier,
    status: isDecided ? 'suspended' : 'active',
    outcomes,
  };
}

export function marketId(type: MarketType, specifier: string): string {
  return specifier === '' ? type : `${type}|${specifier}`;
}
