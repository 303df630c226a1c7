import { unitsToDecimal, type SbBet, type SbBetLeg, type SbLegStatus } from '@tengu/shared';
import type { LegResult } from '../domain';
import { potentialOf } from './leg-results';
import type { BetWithLegs, LegWithEvent } from './sports-bets.repository';

/** A sports bet as the player reads it (SbBet), and its summary for the `bets` row. */

const LEG_STATUS: Record<LegResult, SbLegStatus> = {
  win: 'won',
  loss: 'lost',
  void: 'void',
  half_win: 'half_won',
  half_loss: 'half_lost',
};

function toLeg(leg: LegWithEvent): SbBetLeg {
  return {
    eventId: leg.event_id,
    sport: leg.sport,
    competition: leg.competition_name,
    home: leg.home_name,
    away: leg.away_name,
    startsAt: leg.starts_at.toISOString(),
    marketId: leg.market_id,
    marketType: leg.market_type,
    specifier: leg.specifier,
    outcomeId: leg.outcome_id,
    odds: leg.odds,
    status: leg.result ? LEG_STATUS[leg.result] : 'open',
  };
}

export function toSbBet(bet: BetWithLegs): SbBet {
  const potential =
    bet.status === 'open'
      ? potentialOf({
          stake: bet.stake,
          maxPayout: bet.max_payout,
          legs: bet.legs.map((leg) => ({ odds: leg.odds, result: leg.result })),
        })
      : 0n;
  return {
    id: bet.id,
    kind: bet.kind,
    stake: unitsToDecimal(bet.stake),
    originalStake: unitsToDecimal(bet.original_stake),
    totalOdds: bet.total_odds,
    potentialPayout: unitsToDecimal(potential),
    status: bet.status,
    payout: unitsToDecimal(bet.payout + bet.cashed_out),
    cashedOut: unitsToDecimal(bet.cashed_out),
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    legs: bet.legs.map(toLeg),
  };
}

/**
 * `bets.details` of a settled sports bet: what the bet detail modal shows (kind, legs with teams,
 * market type + specifier, outcome, odds, result), in the snake_case of the other games' details.
 */
export function betRowDetails(bet: BetWithLegs): Record<string, unknown> {
  return {
    kind: bet.kind,
    sb_bet_id: bet.id,
    status: bet.status,
    total_odds: bet.total_odds,
    stake: unitsToDecimal(bet.original_stake),
    cashed_out: unitsToDecimal(bet.cashed_out),
    legs: bet.legs.map((leg) => ({
      event_id: leg.event_id,
      sport: leg.sport,
      competition: leg.competition_name,
      home: leg.home_name,
      away: leg.away_name,
      starts_at: leg.starts_at.toISOString(),
      market_id: leg.market_id,
      market_type: leg.market_type,
      specifier: leg.specifier,
      outcome_id: leg.outcome_id,
      odds: leg.odds,
      result: leg.result ? LEG_STATUS[leg.result] : 'open',
    })),
  };
}
