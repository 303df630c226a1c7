import { TRADING_MESSAGES } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { insertConsoleAudit } from '#app/modules/console/console-audit.repository';
import type { FeedMessage, MarketState, OutcomeSettlement } from '../domain';
import { findEvents, type SbEventRecord } from '../feed/event-store.repository';
import type { FeedListener, IngestResult } from '../feed/ingest';
import type { TradingActionDeps } from './trading-holds.service';

/**
 * Manual settlement and its rollback (issue 22, ADR 047). The console does not pay anything
 * itself: it builds the feed message a feed would send (`bet_settlement` or
 * `rollback_bet_settlement`) and delivers it through the sportsbook service's one ingest path,
 * so the bets' settlement listener and settler (ADR 038) pay each bet once, idempotently, and a
 * rollback re-opens the bets as a feed's would. The audit row is written by a listener inside
 * the message's transaction; the same listener refuses an open in-play market there, under the
 * event lock, so the check cannot race the feed.
 */

export interface OperatorDelivery {
  deliverWith(message: FeedMessage, extra: readonly FeedListener[]): Promise<IngestResult | null>;
}

export interface SettleRequest {
  eventId: string;
  marketId: string;
  winners: string[];
  void: boolean;
  reason: string;
}

export async function settleByTrader(
  deps: TradingActionDeps & { sportsbook: () => OperatorDelivery },
  request: SettleRequest,
): Promise<{ ok: true; auditId: string | null }> {
  const { event, market } = await eventAndMarket(deps, request);
  if (market.status === 'cancelled') throw new AppError('CONFLICT', TRADING_MESSAGES.marketClosed);
  if (isOpenInPlay(event, market)) throw new AppError('CONFLICT', TRADING_MESSAGES.inPlayOpen);
  const ids = new Set(market.outcomes.map((o) => o.id));
  if (!request.void && (request.winners.length === 0 || request.winners.some((w) => !ids.has(w))))
    throw new AppError('VALIDATION_FAILED', TRADING_MESSAGES.badWinners);
  const outcomes: OutcomeSettlement[] = market.outcomes.map((o) => ({
    id: o.id,
    result: !request.void && request.winners.includes(o.id) ? 1 : 0,
    voidFactor: request.void ? 1 : 0,
  }));
  if (market.status === 'settled') {
    if (sameSettlement(market.settlement ?? [], outcomes)) return { ok: true, auditId: null };
    throw new AppError('CONFLICT', TRADING_MESSAGES.settledDifferently);
  }
  const message: FeedMessage = {
    type: 'bet_settlement',
    eventId: event.id,
    timestamp: operatorTimestamp(event, market),
    markets: [{ marketId: market.id, outcomes }],
  };
  const audit = auditListener(deps, 'sportsbook_settle', request, {
    before: { status: market.status },
    after: { status: 'settled', outcomes },
  });
  const result = await deps.sportsbook().deliverWith(message, [audit.listener]);
  const verdict = result?.verdicts.find((v) => v.marketId === market.id);
  if (verdict?.verdict === 'applied') return { ok: true, auditId: audit.id() };
  // Not applied: a concurrent request (or the feed) settled it first. The same results: done.
  const now = await eventAndMarket(deps, request);
  if (now.market.status === 'settled' && sameSettlement(now.market.settlement ?? [], outcomes))
    return { ok: true, auditId: null };
  if (now.market.status === 'settled')
    throw new AppError('CONFLICT', TRADING_MESSAGES.settledDifferently);
  throw new AppError(
    'CONFLICT',
    TRADING_MESSAGES.feedRefused.replace(
      '%s',
      verdict?.verdict === 'refused' ? verdict.reason : 'unknown',
    ),
  );
}

export async function rollbackByTrader(
  deps: TradingActionDeps & { sportsbook: () => OperatorDelivery },
  request: { eventId: string; marketId: string; reason: string },
): Promise<{ ok: true; auditId: string | null }> {
  const { event, market } = await eventAndMarket(deps, request);
  if (market.status !== 'settled') throw new AppError('CONFLICT', TRADING_MESSAGES.notSettled);
  const audit = auditListener(deps, 'sportsbook_rollback', request, {
    before: { status: 'settled', outcomes: market.settlement },
    after: { status: 'suspended' },
  });
  const result = await deps.sportsbook().deliverWith(
    {
      type: 'rollback_bet_settlement',
      eventId: event.id,
      timestamp: operatorTimestamp(event, market),
      marketIds: [market.id],
    },
    [audit.listener],
  );
  const verdict = result?.verdicts.find((v) => v.marketId === market.id);
  if (verdict?.verdict === 'applied') return { ok: true, auditId: audit.id() };
  throw new AppError('CONFLICT', TRADING_MESSAGES.notSettled);
}

async function eventAndMarket(
  deps: TradingActionDeps,
  request: { eventId: string; marketId: string },
): Promise<{ event: SbEventRecord; market: MarketState }> {
  const [event] = await findEvents(deps.db, [request.eventId]);
  if (!event) throw new AppError('NOT_FOUND', TRADING_MESSAGES.eventNotFound);
  const market = event.state.markets[request.marketId];
  if (!market) throw new AppError('NOT_FOUND', TRADING_MESSAGES.marketNotFound);
  return { event, market };
}

/** A market players can bet on right now while the event is in play. */
function isOpenInPlay(
  event: Pick<SbEventRecord, 'status'>,
  market: Pick<MarketState, 'status'>,
): boolean {
  return event.status === 'live' && market.status === 'active';
}

/**
 * The operator's message clock: after anything the market or the event has seen (an older
 * settlement-family message would be refused as stale), and the wall clock when later.
 */
function operatorTimestamp(event: SbEventRecord, market: MarketState): number {
  return Math.max(Date.now(), event.feedClock + 1, market.settlementTimestamp + 1);
}

function auditListener(
  deps: TradingActionDeps,
  action: 'sportsbook_settle' | 'sportsbook_rollback',
  request: { eventId: string; marketId: string; reason: string },
  change: { before: unknown; after: unknown },
) {
  let auditId: string | null = null;
  const listener: FeedListener = {
    name: 'console-trading-audit',
    async onApplied(trx, applied) {
      if (!applied.appliedMarketIds.includes(request.marketId)) return;
      // Under the event lock: the market as it was just before this message.
      const was = applied.before.state.markets[request.marketId];
      if (action === 'sportsbook_settle' && was && isOpenInPlay(applied.before, was))
        throw new AppError('CONFLICT', TRADING_MESSAGES.inPlayOpen);
      const id = await insertConsoleAudit(trx, {
        actor: deps.actor,
        action,
        targetUserId: null,
        details: {
          eventId: request.eventId,
          marketId: request.marketId,
          reason: request.reason,
          source: 'operator',
          ...change,
        },
      });
      auditId = String(id);
    },
  };
  return { listener, id: () => auditId };
}

function sameSettlement(a: OutcomeSettlement[], b: OutcomeSettlement[]): boolean {
  const norm = (xs: OutcomeSettlement[]) =>
    JSON.stringify(
      [...xs].sort((x, y) => x.id.localeCompare(y.id)).map((x) => [x.id, x.result, x.voidFactor]),
    );
  return norm(a) === norm(b);
}
