import { SPORT_IDS, type SbBetRecordDetails } from '@tengu/shared';
import { z } from 'zod';

const legSchema = z.object({
  eventId: z.string(),
  sport: z.enum(SPORT_IDS),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  marketId: z.string(),
  marketType: z.string(),
  specifier: z.string(),
  outcomeId: z.string(),
  odds: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
});

const detailsSchema = z.object({
  sportsBetId: z.string().optional(),
  kind: z.enum(['single', 'multi']),
  totalOdds: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out']).optional(),
  cashedOut: z.string().optional(),
  legs: z.array(legSchema),
});

/** A sports bet row's details, or null when they are not in the expected shape. */
export function sportsDetailsOf(details: Record<string, unknown>): SbBetRecordDetails | null {
  const parsed = detailsSchema.safeParse(details);
  return parsed.success ? parsed.data : null;
}
