import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import type { Selectable, Transaction } from 'kysely';
import { emptyEventFeedState, type EventFeedState, type EventStatus } from '../domain';
import type { Fixture } from './sports-feed';
// Sportsbook trading (issue 22, ADR 047): the trader's hold travels with the event.
import { parseHold, type TraderHold } from '../trading/trader-hold';

/**
 * The sportsbook's events (ADR 038): listing columns plus the feed reducer's whole state as one
 * JSON document. The row lock orders everything about one event: a feed message takes it FOR
 * UPDATE (ingest.ts), a bet placement FOR SHARE, so a bet is either placed before a settlement
 * (and settled by it) or refused after it.
 */

type Trx = Transaction<Database>;

export interface SbEventRecord {
  id: string;
  source: Fixture['source'];
  sport: Fixture['sport'];
  competition: Fixture['competition'];
  home: Fixture['home'];
  away: Fixture['away'];
  startsAt: Date;
  status: EventStatus;
  state: EventFeedState;
  /** The producer's timestamp of the last message applied (epoch ms). */
  feedClock: number;
  betStopSeq: number;
  model: Record<string, unknown>;
  /** The trader's hold over the feed state (ADR 047), null when none. */
  traderHold: TraderHold | null;
}

const COLUMNS = [
  'id',
  'source',
  'sport',
  'competition_id',
  'competition_name',
  'country',
  'home_id',
  'home_name',
  'away_id',
  'away_name',
  'starts_at',
  'status',
  'feed_state',
  'feed_clock',
  'bet_stop_seq',
  'model',
  'trader_hold',
] as const;

type EventRow = Pick<Selectable<Database['sb_events']>, (typeof COLUMNS)[number]>;

export function toEventRecord(row: EventRow): SbEventRecord {
  return {
    id: row.id,
    source: row.source,
    sport: row.sport,
    competition: { id: row.competition_id, name: row.competition_name, country: row.country },
    home: { id: row.home_id, name: row.home_name },
    away: { id: row.away_id, name: row.away_name },
    startsAt: row.starts_at,
    status: row.status,
    state: row.feed_state as unknown as EventFeedState,
    feedClock: Number(row.feed_clock),
    betStopSeq: row.bet_stop_seq,
    model: row.model,
    traderHold: parseHold(row.trader_hold),
  };
}

/** Creates the event, or refreshes its names and start time while it is still pre-match. */
export async function upsertFixture(db: DB, fixture: Fixture): Promise<void> {
  await db
    .insertInto('sb_events')
    .values({
      id: fixture.id,
      source: fixture.source,
      sport: fixture.sport,
      competition_id: fixture.competition.id,
      competition_name: fixture.competition.name,
      country: fixture.competition.country,
      home_id: fixture.home.id,
      home_name: fixture.home.name,
      away_id: fixture.away.id,
      away_name: fixture.away.name,
      starts_at: new Date(fixture.startsAt),
      feed_state: JSON.stringify(emptyEventFeedState(fixture.id)),
      model: JSON.stringify(fixture.model ?? {}),
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          competition_name: eb.ref('excluded.competition_name'),
          home_name: eb.ref('excluded.home_name'),
          away_name: eb.ref('excluded.away_name'),
          starts_at: eb.ref('excluded.starts_at'),
          model: eb.ref('excluded.model'),
          updated_at: sql<Date>`now()`,
        }))
        .where('sb_events.status', '=', 'pre_match'),
    )
    .execute();
}

/** One event, locked for the rest of the transaction (`update` for feed messages, `share` for bets). */
export async function lockEvent(
  trx: Trx,
  eventId: string,
  mode: 'update' | 'share',
): Promise<SbEventRecord | null> {
  const query = trx.selectFrom('sb_events').select(COLUMNS).where('id', '=', eventId);
  const row = await (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
  return row ? toEventRecord(row) : null;
}

/** Events by id without a lock (reads for pages and bet views). */
export async function findEvents(
  db: DB | Trx,
  eventIds: readonly string[],
): Promise<SbEventRecord[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('sb_events')
    .select(COLUMNS)
    .where('id', 'in', eventIds)
    .execute();
  return rows.map(toEventRecord);
}

/** Writes the state a feed message produced (under the lock taken by lockEvent). */
export async function saveEventState(
  trx: Trx,
  eventId: string,
  next: {
    state: EventFeedState;
    status: EventStatus;
    feedClock: number;
    betStopped: boolean;
    /** The trader's hold to store with the state (ADR 047); absent: left as it is. */
    traderHold?: TraderHold | null;
  },
): Promise<void> {
  await trx
    .updateTable('sb_events')
    .set((eb) => ({
      feed_state: JSON.stringify(next.state),
      status: next.status,
      feed_clock: BigInt(Math.trunc(next.feedClock)),
      bet_stop_seq: next.betStopped ? eb('bet_stop_seq', '+', 1) : eb.ref('bet_stop_seq'),
      ...(next.traderHold === undefined
        ? {}
        : { trader_hold: next.traderHold ? JSON.stringify(next.traderHold) : null }),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', eventId)
    .execute();
}
