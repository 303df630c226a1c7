import {
  SPORT_IDS,
  type SbCompetition,
  type SbEventDetail,
  type SbEventSummary,
  type SbEventsPage,
  type SbEventsQuery,
  type SbSportsOverview,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import type { FeedEventStatus } from './domain';
import {
  countOpenEvents,
  listOpenEvents,
  MAIN_MARKET,
  type EventListRow,
} from './events.repository';
import { findEvents, type SbEventRecord } from './feed/event-store.repository';
import { toSbMarket } from './feed/event-update';

/**
 * What the sportsbook's pages read (issue 21): the sports with counts, the lists of live and
 * upcoming events with their main market, one event with every market. Public: visitors too.
 */

export const EVENTS_DEFAULT_LIMIT = 50;
export const EVENT_NOT_FOUND = 'This event does not exist.';

export async function getSportsOverview(db: DB): Promise<Omit<SbSportsOverview, 'inPlayDelayMs'>> {
  const rows = await countOpenEvents(db);
  return {
    sports: SPORT_IDS.map((sport) => {
      const mine = rows.filter((row) => row.sport === sport);
      return {
        id: sport,
        liveCount: mine.reduce((sum, row) => sum + row.live, 0),
        upcomingCount: mine.reduce((sum, row) => sum + row.upcoming, 0),
        competitions: mine.map((row) => ({
          id: row.competition_id,
          sport,
          name: row.competition_name,
          country: row.country,
          eventCount: row.live + row.upcoming,
        })),
      };
    }),
  };
}

export async function listEvents(db: DB, query: SbEventsQuery): Promise<SbEventsPage> {
  const statuses: Array<'pre_match' | 'live'> =
    query.status === 'live'
      ? ['live']
      : query.status === 'upcoming'
        ? ['pre_match']
        : ['live', 'pre_match'];
  const rows = await listOpenEvents(db, {
    sport: query.sport,
    competition: query.competition,
    statuses,
    limit: query.limit ?? EVENTS_DEFAULT_LIMIT,
  });
  return { events: rows.map(summaryOfRow) };
}

export async function getEvent(db: DB, eventId: string): Promise<SbEventDetail> {
  const [event] = await findEvents(db, [eventId]);
  if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return detailOf(event);
}

function summaryOfRow(row: EventListRow): SbEventSummary {
  return {
    id: row.id,
    sport: row.sport,
    competition: competitionOf(row.sport, row.competition_id, row.competition_name, row.country),
    home: row.home_name,
    away: row.away_name,
    startsAt: row.starts_at.toISOString(),
    status: row.status,
    ...liveStateOf(row.status, row.event_status),
    mainMarket: row.main_market ? toSbMarket(row.main_market) : null,
    marketCount: row.market_count,
  };
}

function detailOf(event: SbEventRecord): SbEventDetail {
  const markets = Object.values(event.state.markets).map(toSbMarket);
  const main = event.state.markets[MAIN_MARKET[event.sport]];
  return {
    id: event.id,
    sport: event.sport,
    competition: competitionOf(
      event.sport,
      event.competition.id,
      event.competition.name,
      event.competition.country,
    ),
    home: event.home.name,
    away: event.away.name,
    startsAt: event.startsAt.toISOString(),
    status: event.status,
    ...liveStateOf(event.status, event.state.eventStatus),
    mainMarket: main ? toSbMarket(main) : null,
    marketCount: markets.length,
    markets,
  };
}

function competitionOf(
  sport: SbCompetition['sport'],
  id: string,
  name: string,
  country: string,
): SbCompetition {
  return { id, sport, name, country };
}

/** Score and clock once the event has started; the periods whenever the feed gave them. */
function liveStateOf(
  status: SbEventSummary['status'],
  feed: FeedEventStatus | null,
): Pick<SbEventSummary, 'score' | 'periods' | 'clock'> {
  const started = status !== 'pre_match' && feed !== null;
  return {
    score: started ? { home: feed.score.home, away: feed.score.away } : null,
    periods: feed ? feed.periods.map(([h, a]) => [h, a] as [number, number]) : [],
    clock: started ? { ...feed.clock } : null,
  };
}
