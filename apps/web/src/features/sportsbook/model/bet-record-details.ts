import { SPORT_IDS, type SbBetLeg, type SbBetStatus } from '@tengu/shared';
import { z } from 'zod';

/**
 * A settled sports bet's `bets.details` (sb-bets' `betRowDetails`, in the snake_case of the
 * other games' details), read for the bet detail modal.
 */
const legSchema = z.object({
  event_id: z.string(),
  sport: z.enum(SPORT_IDS),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: z.string(),
  market_id: z.string(),
  market_type: z.string(),
  specifier: z.string(),
  outcome_id: z.string(),
  odds: z.number().int(),
  result: z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
});

const detailsSchema = z.object({
  kind: z.enum(['single', 'multi']),
  sb_bet_id: z.string().optional(),
  status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out']).optional(),
  total_odds: z.number().int(),
  cashed_out: z.string().optional(),
  legs: z.array(legSchema),
});

export interface SportsBetDetails {
  kind: 'single' | 'multi';
  totalOdds: number;
  status: SbBetStatus | null;
  cashedOut: string;
  legs: SbBetLeg[];
}

/** A sports bet row's details, or null when they are not in the expected shape. */
export function sportsDetailsOf(details: Record<string, unknown>): SportsBetDetails | null {
  const parsed = detailsSchema.safeParse(details);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    kind: d.kind,
    totalOdds: d.total_odds,
    status: d.status ?? null,
    cashedOut: d.cashed_out ?? '0',
    legs: d.legs.map((leg) => ({
      eventId: leg.event_id,
      sport: leg.sport,
      competition: leg.competition,
      home: leg.home,
      away: leg.away,
      startsAt: leg.starts_at,
      marketId: leg.market_id,
      marketType: leg.market_type,
      specifier: leg.specifier,
      outcomeId: leg.outcome_id,
      odds: leg.odds,
      status: leg.result,
    })),
  };
}
