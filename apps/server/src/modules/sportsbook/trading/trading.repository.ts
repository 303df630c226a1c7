import { sql, type Transaction } from 'kysely';
import type { TradingEventFilter } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import type { EventFeedState } from '../domain';
import type { TraderHold } from './trader-hold';

/**
 * The trading section's SQL (issue 22, ADR 047). Liability is computed from the open bets' legs:
 * a bet's potential payout is LEAST(stake × odds, max payout) as the bets' own liability limit
 * counts it (sports-bets.repository.ts `marketLiability`), on the stake still riding.
 */

type Trx = Transaction<Database>;

export interface TradingEventRecord {
  id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  startsAt: Date;
  status: 'pre_match' | 'live' | 'ended' | 'cancelled';
  state: EventFeedState;
  traderHold: unknown;
}

export interface EventBetTotals {
  openBets: number;
  stake: bigint;
  /** The largest (payouts on an outcome − stakes on its market) over the event's markets. */
  liability: bigint;
}

export interface OutcomeExposure {
  marketId: string;
  outcomeId: string;
  bets: number;
  payouts: bigint;
}

export interface MarketExposure {
  marketId: string;
  openBets: number;
  stake: bigint;
}

const statusFilter: Record<TradingEventFilter, Array<TradingEventRecord['status']>> = {
  live: ['live'],
  upcoming: ['pre_match'],
  ended: ['ended', 'cancelled'],
};

/** A page of events: live first, then upcoming by start, then ended newest first. */
export async function listTradingEvents(
  db: DB,
  filter: { sport?: string; status?: TradingEventFilter; q?: string; withBets?: boolean },
  window: { limit: number; offset: number },
): Promise<{ items: TradingEventRecord[]; total: number }> {
  let base = db.selectFrom('sb_events as e');
  if (filter.sport) base = base.where('e.sport', '=', filter.sport as 'football');
  if (filter.status) base = base.where('e.status', 'in', statusFilter[filter.status]);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('e.home_name', 'ilike', like),
        eb('e.away_name', 'ilike', like),
        eb('e.competition_name', 'ilike', like),
      ]),
    );
  }
  if (filter.withBets) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sb_bet_legs as l')
          .innerJoin('sb_bets as b', 'b.id', 'l.bet_id')
          .select(sql`1`.as('one'))
          .whereRef('l.event_id', '=', 'e.id')
          .where('b.status', '=', 'open'),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id',
        'e.sport',
        'e.competition_name',
        'e.home_name',
        'e.away_name',
        'e.starts_at',
        'e.status',
        'e.feed_state',
        'e.trader_hold',
      ])
      .orderBy(sql`CASE e.status WHEN 'live' THEN 0 WHEN 'pre_match' THEN 1 ELSE 2 END`)
      .orderBy(
        sql`CASE WHEN e.status IN ('ended', 'cancelled') THEN -extract(epoch FROM e.starts_at)
                 ELSE extract(epoch FROM e.starts_at) END`,
      )
      .orderBy('e.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      sport: r.sport,
      competition: r.competition_name,
      home: r.home_name,
      away: r.away_name,
      startsAt: r.starts_at,
      status: r.status,
      state: r.feed_state as unknown as EventFeedState,
      traderHold: r.trader_hold,
    })),
    total: Number(count.n),
  };
}

export async function findTradingEvent(
  db: DB | Trx,
  eventId: string,
): Promise<TradingEventRecord | null> {
  const page = await db
    .selectFrom('sb_events as e')
    .select([
      'e.id',
      'e.sport',
      'e.competition_name',
      'e.home_name',
      'e.away_name',
      'e.starts_at',
      'e.status',
      'e.feed_state',
      'e.trader_hold',
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  if (!page) return null;
  return {
    id: page.id,
    sport: page.sport,
    competition: page.competition_name,
    home: page.home_name,
    away: page.away_name,
    startsAt: page.starts_at,
    status: page.status,
    state: page.feed_state as unknown as EventFeedState,
    traderHold: page.trader_hold,
  };
}

/** Per event of the list: open bets, stakes riding, worst market liability. */
export async function eventBetTotals(
  db: DB,
  eventIds: readonly string[],
): Promise<Map<string, EventBetTotals>> {
  const out = new Map<string, EventBetTotals>();
  if (eventIds.length === 0) return out;
  const rows = await sql<{ event_id: string; bets: string; stake: string; liability: string }>`
    WITH legs AS (
      SELECT l.event_id, l.market_id, l.outcome_id, b.id AS bet_id, b.stake,
             LEAST(b.stake * b.total_odds / 1000, b.max_payout) AS payout
        FROM sb_bet_legs l JOIN sb_bets b ON b.id = l.bet_id
       WHERE b.status = 'open' AND l.event_id IN (${sql.join(eventIds)})
    ), markets AS (
      SELECT event_id, market_id, sum(stake) AS stake FROM legs GROUP BY 1, 2
    ), outcomes AS (
      SELECT event_id, market_id, outcome_id, sum(payout) AS payouts FROM legs GROUP BY 1, 2, 3
    ), bets AS (
      SELECT DISTINCT event_id, bet_id, stake FROM legs
    )
    SELECT b.event_id, count(*)::text AS bets, sum(b.stake)::text AS stake,
           (SELECT max(o.payouts - m.stake)
              FROM outcomes o JOIN markets m USING (event_id, market_id)
             WHERE o.event_id = b.event_id)::text AS liability
      FROM bets b GROUP BY b.event_id
  `.execute(db);
  for (const r of rows.rows) {
    out.set(r.event_id, {
      openBets: Number(r.bets),
      stake: BigInt(r.stake),
      liability: BigInt(r.liability),
    });
  }
  return out;
}

/** Per market and outcome of one event: the open bets, stakes riding and potential payouts. */
export async function eventExposure(
  db: DB,
  eventId: string,
): Promise<{
  markets: MarketExposure[];
  outcomes: OutcomeExposure[];
  openBets: number;
  stake: bigint;
}> {
  const legs = await sql<{
    market_id: string;
    outcome_id: string;
    bet_id: string;
    stake: string;
    payout: string;
  }>`
    SELECT l.market_id, l.outcome_id, b.id AS bet_id, b.stake::text AS stake,
           LEAST(b.stake * b.total_odds / 1000, b.max_payout)::text AS payout
      FROM sb_bet_legs l JOIN sb_bets b ON b.id = l.bet_id
     WHERE b.status = 'open' AND l.event_id = ${eventId}
  `.execute(db);
  const markets = new Map<string, MarketExposure>();
  const outcomes = new Map<string, OutcomeExposure>();
  const bets = new Map<string, bigint>();
  for (const leg of legs.rows) {
    bets.set(leg.bet_id, BigInt(leg.stake));
    const m = markets.get(leg.market_id) ?? { marketId: leg.market_id, openBets: 0, stake: 0n };
    m.openBets += 1;
    m.stake += BigInt(leg.stake);
    markets.set(leg.market_id, m);
    const key = `${leg.market_id}\u0000${leg.outcome_id}`;
    const o = outcomes.get(key) ?? {
      marketId: leg.market_id,
      outcomeId: leg.outcome_id,
      bets: 0,
      payouts: 0n,
    };
    o.bets += 1;
    o.payouts += BigInt(leg.payout);
    outcomes.set(key, o);
  }
  let stake = 0n;
  for (const s of bets.values()) stake += s;
  return {
    markets: [...markets.values()],
    outcomes: [...outcomes.values()],
    openBets: bets.size,
    stake,
  };
}

/** The event row locked for a trader's change (the feed's lock, ADR 038). */
export async function lockTradingEvent(trx: Trx, eventId: string) {
  return trx
    .selectFrom('sb_events')
    .select(['id', 'feed_state', 'trader_hold', 'status'])
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores the state players see and the hold; a new suspension moves the bet-stop counter. */
export async function saveHold(
  trx: Trx,
  eventId: string,
  next: { state: EventFeedState; hold: TraderHold | null; betStopped: boolean },
): Promise<void> {
  await trx
    .updateTable('sb_events')
    .set((eb) => ({
      feed_state: JSON.stringify(next.state),
      trader_hold: next.hold ? JSON.stringify(next.hold) : null,
      bet_stop_seq: next.betStopped ? eb('bet_stop_seq', '+', 1) : eb.ref('bet_stop_seq'),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', eventId)
    .execute();
}

/** One operator_settings row locked for a change (null when never set). */
export async function lockSettingsRow(trx: Trx, key: string): Promise<unknown> {
  const row = await trx
    .selectFrom('operator_settings')
    .select('value')
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSettingsRow(
  trx: Trx,
  key: string,
  value: object,
  operator: string,
): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('operator_settings')
    .values({ key, value: json, updated_by: operator })
    .onConflict((c) =>
      c
        .column('key')
        .doUpdateSet({ value: json, updated_by: operator, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
