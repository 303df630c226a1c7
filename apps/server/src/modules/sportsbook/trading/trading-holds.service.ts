import { TRADING_MESSAGES, type SbEventUpdate } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import {
  insertConsoleAudit,
  operatorName,
  type ConsoleActor,
} from '#app/modules/console/console-audit.repository';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import type { EventFeedState } from '../domain';
import { toSbMarket } from '../feed/event-update';
import { applyHold, NO_HOLD, parseHold, releaseHold, type TraderHold } from './trader-hold';
import { lockTradingEvent, saveHold } from './trading.repository';

/**
 * Suspend and resume by a trader (issue 22, ADR 047): the hold is stored beside the feed state,
 * the stored state (what players see) shows held markets suspended, and the change goes to
 * `/sports` as the same `sports:event` a feed message sends. Resume lifts only the hold: a market
 * the feed itself suspended stays suspended.
 */

export interface TradingActionDeps {
  db: DB;
  actor: ConsoleActor;
  realtime: () => Realtime | null;
  now: () => Date;
}

export interface HoldChange {
  eventId: string;
  /** Absent: the whole event. */
  marketId?: string | undefined;
  reason: string;
}

export async function suspendByTrader(deps: TradingActionDeps, change: HoldChange) {
  return changeHold(deps, change, 'sportsbook_suspend', (hold) => {
    const mark = {
      by: operatorName(deps.actor),
      at: deps.now().toISOString(),
      reason: change.reason,
    };
    if (hold.event || (change.marketId && change.marketId in hold.markets))
      throw new AppError('CONFLICT', TRADING_MESSAGES.alreadyHeld);
    return change.marketId
      ? { ...hold, markets: { ...hold.markets, [change.marketId]: mark } }
      : { ...hold, event: mark };
  });
}

export async function resumeByTrader(deps: TradingActionDeps, change: HoldChange) {
  return changeHold(deps, change, 'sportsbook_resume', (hold) => {
    if (change.marketId) {
      if (!(change.marketId in hold.markets))
        throw new AppError('CONFLICT', TRADING_MESSAGES.notHeld);
      const markets = { ...hold.markets };
      delete markets[change.marketId];
      return { ...hold, markets };
    }
    if (!hold.event) throw new AppError('CONFLICT', TRADING_MESSAGES.notHeld);
    return { ...hold, event: null };
  });
}

async function changeHold(
  deps: TradingActionDeps,
  change: HoldChange,
  action: 'sportsbook_suspend' | 'sportsbook_resume',
  next: (hold: TraderHold) => TraderHold,
): Promise<{ ok: true; auditId: string }> {
  const { update, auditId } = await deps.db.transaction().execute(async (trx) => {
    const row = await lockTradingEvent(trx, change.eventId);
    if (!row) throw new AppError('NOT_FOUND', TRADING_MESSAGES.eventNotFound);
    const state = row.feed_state as unknown as EventFeedState;
    if (change.marketId && !state.markets[change.marketId])
      throw new AppError('NOT_FOUND', TRADING_MESSAGES.marketNotFound);
    const hold = parseHold(row.trader_hold);
    const wanted = next(hold ?? NO_HOLD);
    const applied = applyHold(releaseHold(state, hold), wanted);
    const changed = Object.keys(applied.state.markets).filter(
      (id) => applied.state.markets[id]?.status !== state.markets[id]?.status,
    );
    await saveHold(trx, change.eventId, {
      state: applied.state,
      hold: applied.hold,
      // A new suspension stops in-play bets waiting their delay, like a feed bet_stop.
      betStopped: action === 'sportsbook_suspend' && changed.length > 0,
    });
    const id = await insertConsoleAudit(trx, {
      actor: deps.actor,
      action,
      targetUserId: null,
      details: {
        eventId: change.eventId,
        marketId: change.marketId ?? null,
        reason: change.reason,
        before: holdSummary(hold),
        after: holdSummary(applied.hold),
      },
    });
    const update: SbEventUpdate | null =
      changed.length === 0
        ? null
        : {
            eventId: row.id,
            status: row.status,
            score:
              state.eventStatus && row.status !== 'pre_match'
                ? { ...state.eventStatus.score }
                : null,
            periods: state.eventStatus?.periods.map(([h, a]) => [h, a] as [number, number]) ?? [],
            clock:
              state.eventStatus && row.status !== 'pre_match'
                ? { ...state.eventStatus.clock }
                : null,
            markets: changed.flatMap((mid) => {
              const m = applied.state.markets[mid];
              return m ? [toSbMarket(m)] : [];
            }),
          };
    return { update, auditId: String(id) };
  });
  // After the commit, as the feed's own updates (players' odds turn suspended or back live).
  if (update) deps.realtime()?.broadcast('/sports', 'sports:event', update);
  return { ok: true, auditId };
}

function holdSummary(hold: TraderHold | null) {
  return {
    event: hold?.event !== null && hold !== null,
    markets: Object.keys(hold?.markets ?? {}),
  };
}
