import type { SbBetStatus } from '@tengu/shared';
import {
  betOutcome,
  isInVoidWindow,
  legResultOf,
  type LegResult,
  type MarketState,
} from '../domain';

/**
 * Pure rules of the bets' settlement (ADR 038, "Bets, settlement, cash-out"): a leg's result from
 * its market's state as the reducer left it, and a bet's money from its legs.
 */

/**
 * The result of a leg placed at `acceptedClock` on `outcomeId`, from the market now: a cancelled
 * market or a void window around the acceptance voids it, a settled one settles it, anything
 * else (open, re-opened by a rollback) leaves it open. Every settlement-family message
 * (bet_settlement, bet_cancel whole or windowed, and both rollbacks) is handled by recomputing
 * this, so a rollback is just a result that changes back.
 */
export function legResultFromMarket(
  market: Pick<MarketState, 'status' | 'settlement' | 'voidWindows'> | undefined,
  outcomeId: string,
  acceptedClock: number,
): LegResult | null {
  if (!market) return null;
  if (market.status === 'cancelled') return 'void';
  if (isInVoidWindow(acceptedClock, market.voidWindows)) return 'void';
  if (market.status !== 'settled' || !market.settlement) return null;
  const outcome = market.settlement.find((o) => o.id === outcomeId);
  return outcome ? legResultOf(outcome) : null;
}

export interface BetMoneyState {
  /** The riding stake. */
  stake: bigint;
  maxPayout: bigint;
  legs: ReadonlyArray<{ odds: number; result: LegResult | null }>;
}

export type BetSettlement =
  { status: 'open' } | { status: Exclude<SbBetStatus, 'open' | 'cashed_out'>; payout: bigint };

/** What a bet's riding stake pays now, and the status a player reads. */
export function settleBetMoney(bet: BetMoneyState): BetSettlement {
  if (bet.stake === 0n) return { status: 'lost', payout: 0n };
  const outcome = betOutcome({ stake: bet.stake, legs: bet.legs, maxPayout: bet.maxPayout });
  if (outcome.status === 'open') return { status: 'open' };
  if (outcome.status === 'lost') return { status: 'lost', payout: 0n };
  if (bet.legs.every((leg) => leg.result === 'void')) {
    return { status: 'void', payout: outcome.payout };
  }
  return { status: outcome.payout > bet.stake ? 'won' : 'lost', payout: outcome.payout };
}

/** The potential payout of the riding stake if every open leg wins, capped. */
export function potentialOf(bet: BetMoneyState): bigint {
  const outcome = betOutcome({
    stake: bet.stake,
    legs: bet.legs.map((leg) => ({ odds: leg.odds, result: leg.result ?? 'win' })),
    maxPayout: bet.maxPayout,
  });
  return outcome.status === 'settled' ? outcome.payout : 0n;
}
