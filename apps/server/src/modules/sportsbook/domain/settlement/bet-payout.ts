/**
 * A bet's payout from its legs (ADR 035). A single is a multi of one leg. Each leg multiplies
 * the stake by a factor, written exactly as an integer over 2 × ODDS_SCALE (2000):
 *
 *   win 2·odds · half-win odds + 1000, i.e. (odds + 1) / 2 · void 2000, i.e. 1.00
 *   half-loss 1000, i.e. 0.5 · loss 0
 *
 * payout = floor(stake × Π numerators / 2000ⁿ) in bigint: one rounding, at the end, down to
 * the unit (1e-8 USD), always in the house's favour by less than one unit; an operator cap
 * on the payout applies after it.
 */
import { ODDS_SCALE, type Odds } from '../odds';
import type { LegResult } from '../types';

export const LEG_FACTOR_DENOMINATOR = BigInt(2 * ODDS_SCALE);

export interface BetLeg {
  odds: Odds;
  /** null while the leg's market is not settled. */
  result: LegResult | null;
}

export function legFactorNumerator(odds: Odds, result: LegResult): bigint {
  const o = BigInt(odds);
  const scale = BigInt(ODDS_SCALE);
  switch (result) {
    case 'win':
      return 2n * o;
    case 'half_win':
      return o + scale;
    case 'void':
      return 2n * scale;
    case 'half_loss':
      return scale;
    case 'loss':
      return 0n;
  }
}

export type BetOutcome =
  | { status: 'open' }
  /** A multi is lost as soon as one leg loses, whatever the others do. */
  | { status: 'lost'; payout: 0n }
  | { status: 'settled'; payout: bigint };

export function betOutcome(options: {
  stake: bigint;
  legs: readonly BetLeg[];
  maxPayout?: bigint;
}): BetOutcome {
  const { stake, legs, maxPayout } = options;
  if (legs.length === 0) throw new Error('a bet has at least one leg');
  if (legs.some((l) => l.result === 'loss')) return { status: 'lost', payout: 0n };
  if (legs.some((l) => l.result === null)) return { status: 'open' };
  let numerator = stake;
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= legFactorNumerator(leg.odds, leg.result as LegResult);
    denominator *= LEG_FACTOR_DENOMINATOR;
  }
  const payout = numerator / denominator;
  return {
    status: 'settled',
    payout: maxPayout !== undefined && payout > maxPayout ? maxPayout : payout,
  };
}

/** The combined odds of a multi in thousandths, rounded down (what the slip shows). */
export function combinedOdds(odds: readonly Odds[]): Odds {
  let product = 1n;
  let scale = 1n;
  for (const o of odds) {
    product *= BigInt(o);
    scale *= BigInt(ODDS_SCALE);
  }
  return Number((product * BigInt(ODDS_SCALE)) / scale);
}

/** Payout if every leg wins, floored; before any cap. */
export function potentialPayout(stake: bigint, odds: readonly Odds[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= BigInt(ODDS_SCALE);
  }
  return numerator / denominator;
}
