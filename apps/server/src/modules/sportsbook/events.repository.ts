import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { FeedEventStatus, MarketState, SportId } from './domain';

/**
 * The sportsbook's read queries (issue 21): lists and counts over `sb_events`' listing columns
 * (indexed by status and start, and by sport and competition), taking from the feed state only
 * the pieces a list shows (event status, the main market, the market count). Every list is
 * bounded: open events only, and a LIMIT.
 */

/** Each sport's main market id (ADR 035 ids): what lists show beside an event. */
export const MAIN_MARKET: Record<SportId, string> = {
  football: '1x2',
  tennis: 'match_winner',
  basketball: 'moneyline',
};

export interface EventListRow {
  id: string;
  sport: SportId;
  competition_id: string;
  competition_name: string;
  country: string;
  home_name: string;
  away_name: string;
  starts_at: Date;
  status: 'pre_match' | 'live' | 'ended' | 'cancelled';
  event_status: FeedEventStatus | null;
  main_market: MarketState | null;
  market_count: number;
}

export async function listOpenEvents(
  db: DB,
  filter: {
    sport?: SportId | undefined;
    competition?: string | undefined;
    statuses: ReadonlyArray<'pre_match' | 'live'>;
    limit: number;
  },
): Promise<EventListRow[]> {
  const rows = await db
    .selectFrom('sb_events')
    .select([
      'id',
      'sport',
      'competition_id',
      'competition_name',
      'country',
      'home_name',
      'away_name',
      'starts_at',
      'status',
      sql<FeedEventStatus | null>`feed_state -> 'eventStatus'`.as('event_status'),
      sql<MarketState | null>`feed_state -> 'markets' -> (CASE sport
        WHEN 'football' THEN ${MAIN_MARKET.football}
        WHEN 'tennis' THEN ${MAIN_MARKET.tennis}
        ELSE ${MAIN_MARKET.basketball} END)`.as('main_market'),
      sql<number>`(SELECT count(*)::int FROM jsonb_object_keys(feed_state -> 'markets'))`.as(
        'market_count',
      ),
    ])
    .where('status', 'in', [...filter.statuses])
    .$if(filter.sport !== undefined, (q) => q.where('sport', '=', filter.sport as SportId))
    .$if(filter.competition !== undefined, (q) =>
      q.where('competition_id', '=', filter.competition as string),
    )
    .orderBy(sql`status = 'live'`, 'desc')
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .limit(filter.limit)
    .execute();
  return rows as EventListRow[];
}

export interface CompetitionCountRow {
  sport: SportId;
  competition_id: string;
  competition_name: string;
  country: string;
  live: number;
  upcoming: number;
}

/** Open events counted per competition (one row per sport and competition). */
export async function countOpenEvents(db: DB): Promise<CompetitionCountRow[]> {
  const rows = await db
    .selectFrom('sb_events')
    .select([
      'sport',
      'competition_id',
      sql<string>`max(competition_name)`.as('competition_name'),
      sql<string>`max(country)`.as('country'),
      sql<number>`count(*) FILTER (WHERE status = 'live')::int`.as('live'),
      sql<number>`count(*) FILTER (WHERE status = 'pre_match')::int`.as('upcoming'),
    ])
    .where('status', 'in', ['pre_match', 'live'])
    .groupBy(['sport', 'competition_id'])
    .orderBy('sport')
    .orderBy(sql`max(competition_name)`)
    .limit(1000)
    .execute();
  return rows as CompetitionCountRow[];
}

/** The simulated feed's unfinished events, for its restart rule (ADR 038). */
export async function unfinishedSimulatedEvents(
  db: DB,
): Promise<Array<{ id: string; model: Record<string, unknown>; feedClock: number }>> {
  const rows = await db
    .selectFrom('sb_events')
    .select(['id', 'model', 'feed_clock'])
    .where('status', 'in', ['pre_match', 'live'])
    .where('source', '=', 'simulated')
    .orderBy('starts_at')
    .limit(2000)
    .execute();
  return rows.map((row) => ({ id: row.id, model: row.model, feedClock: Number(row.feed_clock) }));
}
