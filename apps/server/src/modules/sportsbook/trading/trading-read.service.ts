import {
  TRADING_MESSAGES,
  unitsToDecimal,
  type TradingEventDetail,
  type TradingEventRow,
  type TradingEventsQuery,
  type TradingMarket,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import type { DB } from '#app/db/database';
import type { OutcomeSettlement } from '../domain';
import { isHeld, parseHold } from './trader-hold';
import {
  eventBetTotals,
  eventExposure,
  findTradingEvent,
  listTradingEvents,
  type TradingEventRecord,
} from './trading.repository';

/**
 * What the trading pages read (issue 22, ADR 047). An outcome's liability is the house's net
 * loss if it wins: the potential payouts of the open bets backing it minus every stake riding on
 * its market (a multi counts on each of its markets, as if its other legs won — the worst case).
 */

const usd = (units: bigint) => (units < 0n ? `-${unitsToDecimal(-units)}` : unitsToDecimal(units));

export async function listEventsForTrading(
  db: DB,
  query: Omit<TradingEventsQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
): Promise<{ items: TradingEventRow[]; total: number }> {
  const page = await listTradingEvents(
    db,
    {
      ...(query.sport ? { sport: query.sport } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.q ? { q: query.q } : {}),
      withBets: query.withBets === 'true',
    },
    window,
  );
  const totals = await eventBetTotals(
    db,
    page.items.map((e) => e.id),
  );
  return {
    total: page.total,
    items: page.items.map((event) => {
      const t = totals.get(event.id);
      return {
        ...rowOf(event),
        openBets: t?.openBets ?? 0,
        stake: usd(t?.stake ?? 0n),
        liability: usd(t?.liability ?? 0n),
      };
    }),
  };
}

function rowOf(
  event: TradingEventRecord,
): Omit<TradingEventRow, 'openBets' | 'stake' | 'liability'> {
  const hold = parseHold(event.traderHold);
  return {
    id: event.id,
    sport: event.sport,
    competition: event.competition,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    status: event.status,
    held: !!hold?.event,
    heldMarkets: Object.keys(hold?.markets ?? {}).length,
    marketCount: Object.keys(event.state.markets ?? {}).length,
  };
}

export async function eventForTrading(db: DB, eventId: string): Promise<TradingEventDetail> {
  const event = await findTradingEvent(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', TRADING_MESSAGES.eventNotFound);
  const hold = parseHold(event.traderHold);
  const exposure = await eventExposure(db, eventId);
  const marketTotals = new Map(exposure.markets.map((m) => [m.marketId, m]));
  const outcomeTotals = new Map(
    exposure.outcomes.map((o) => [`${o.marketId}\u0000${o.outcomeId}`, o]),
  );
  let worstOfEvent: bigint | null = null;
  const markets: TradingMarket[] = Object.values(event.state.markets).map((market) => {
    const totals = marketTotals.get(market.id);
    const stake = totals?.stake ?? 0n;
    let worst: { id: string; liability: bigint } | null = null;
    const outcomes = market.outcomes.map((o) => {
      const bets = outcomeTotals.get(`${market.id}\u0000${o.id}`);
      const payouts = bets?.payouts ?? 0n;
      const liability = payouts - stake;
      if (totals && (!worst || liability > worst.liability)) worst = { id: o.id, liability };
      return {
        id: o.id,
        odds: o.odds,
        active: o.isActive,
        bets: bets?.bets ?? 0,
        payouts: usd(payouts),
        liability: usd(liability),
        result: resultOf(market.settlement, o.id),
      };
    });
    const w = worst as { id: string; liability: bigint } | null;
    if (w && (worstOfEvent === null || w.liability > worstOfEvent)) worstOfEvent = w.liability;
    return {
      id: market.id,
      type: market.type,
      specifier: market.specifier,
      status: market.status,
      held: isHeld(hold, market.id),
      openBets: totals?.openBets ?? 0,
      stake: usd(stake),
      worstLiability: usd(w?.liability ?? 0n),
      worstOutcomeId: w?.id ?? null,
      outcomes,
    };
  });
  const status = event.state.eventStatus;
  return {
    ...rowOf(event),
    openBets: exposure.openBets,
    stake: usd(exposure.stake),
    liability: usd(worstOfEvent ?? 0n),
    score: status && event.status !== 'pre_match' ? { ...status.score } : null,
    hold: hold?.event ?? null,
    markets: markets.sort((a, b) => b.openBets - a.openBets || a.id.localeCompare(b.id)),
  };
}

function resultOf(settlement: OutcomeSettlement[] | null, outcomeId: string): string | null {
  const s = settlement?.find((x) => x.id === outcomeId);
  if (!s) return null;
  if (s.voidFactor === 1) return 'void';
  if (s.voidFactor === 0.5) return s.result === 1 ? 'half_won' : 'half_lost';
  return s.result === 1 ? 'won' : 'lost';
}
