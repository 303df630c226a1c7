/**
 * Cash-out (ADR 035): what the house pays now to close an open bet early.
 *
 *   value = stake × Π(settled leg factors) × Π(placed odds / current odds of open legs)
 *           × (1 − cash-out margin)
 *
 * placed/current is the bet's fair share of its remaining chance as the market now prices it
 * (the current odds carry the market's margin; the cash-out margin is the operator's extra
 * charge for the service). Floored to the unit in one bigint division. Refused when any open
 * leg cannot be priced now: its market suspended (bet_stop), closed, or its outcome inactive.
 * A partial cash-out closes a part of the stake at the same rate; the rest of the stake keeps
 * the bet, with its legs and placed odds unchanged.
 */
import { ODDS_SCALE, type Odds } from '../odds';
import type { LegResult, MarketStatus } from '../types';
import { LEG_FACTOR_DENOMINATOR, legFactorNumerator } from './bet-payout';

export const BASIS_POINTS = 10_000n;

export interface CashOutLeg {
  placedOdds: Odds;
  /** Set once the leg's market is settled. */
  result: LegResult | null;
  /** The leg's market and outcome as the feed shows them now (open legs only). */
  current: { marketStatus: MarketStatus; isOutcomeActive: boolean; odds: Odds } | null;
}

export type CashOutRefusal = 'bet_lost' | 'bet_decided' | 'market_suspended';

export type CashOutQuote = { ok: true; value: bigint } | { ok: false; reason: CashOutRefusal };

export function cashOutValue(options: {
  stake: bigint;
  legs: readonly CashOutLeg[];
  /** The operator's cash-out margin in basis points (500 = 5 %). */
  marginBp: number;
}): CashOutQuote {
  const { stake, legs, marginBp } = options;
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= 10_000) {
    throw new Error(`cash-out margin out of range: ${marginBp}`);
  }
  if (legs.some((l) => l.result === 'loss')) return { ok: false, reason: 'bet_lost' };
  const open = legs.filter((l) => l.result === null);
  if (open.length === 0) return { ok: false, reason: 'bet_decided' };
  let numerator = stake * (BASIS_POINTS - BigInt(marginBp));
  let denominator = BASIS_POINTS;
  for (const leg of legs) {
    if (leg.result !== null) {
      numerator *= legFactorNumerator(leg.placedOdds, leg.result);
      denominator *= LEG_FACTOR_DENOMINATOR;
      continue;
    }
    const now = leg.current;
    if (!now || now.marketStatus !== 'active' || !now.isOutcomeActive || now.odds <= ODDS_SCALE) {
      return { ok: false, reason: 'market_suspended' };
    }
    numerator *= BigInt(leg.placedOdds);
    denominator *= BigInt(now.odds);
  }
  return { ok: true, value: numerator / denominator };
}

export type PartialCashOut =
  | { ok: true; value: bigint; remainingStake: bigint }
  | { ok: false; reason: CashOutRefusal | 'bad_amount' };

/** Cash out `cashOutStake` of the stake now; the remaining stake rides on. */
export function partialCashOut(options: {
  stake: bigint;
  cashOutStake: bigint;
  legs: readonly CashOutLeg[];
  marginBp: number;
}): PartialCashOut {
  const { stake, cashOutStake, legs, marginBp } = options;
  if (cashOutStake <= 0n || cashOutStake > stake) return { ok: false, reason: 'bad_amount' };
  const quote = cashOutValue({ stake: cashOutStake, legs, marginBp });
  if (!quote.ok) return quote;
  return { ok: true, value: quote.value, remainingStake: stake - cashOutStake };
}
