/**
 * The state of an event's markets as the feed has described them, and a pure reducer that
 * applies one feed message (ADR 035). Per market it answers `applied`, `duplicate` (a
 * re-delivered message: nothing changes) or `refused` with a reason, so that the service can
 * act on exactly the transitions that happened (settle, reverse, void) and log the rest.
 *
 *   active ⇄ suspended        odds_change (status), bet_stop (→ suspended)
 *   active|suspended → settled    bet_settlement;   settled → suspended  rollback_bet_settlement
 *   any but cancelled → cancelled bet_cancel;       cancelled → before   rollback_bet_cancel
 *   a bet_cancel with a time window voids only bets placed in it; the status is unchanged
 *
 * Odds never change a settled or cancelled market; an odds_change or bet_stop older than the
 * market's last one is stale; a second, different settlement needs a rollback first.
 */
import type { Market, MarketStatus, MarketType, Outcome } from '../types';
import type {
  BetCancelMessage,
  BetSettlementMessage,
  BetStopMessage,
  FeedEventStatus,
  FeedMessage,
  OddsChangeMessage,
  OutcomeSettlement,
} from './feed-messages';

export interface MarketState {
  id: string;
  type: MarketType;
  specifier: string;
  status: MarketStatus;
  outcomes: Outcome[];
  /** Timestamp of the last odds_change or bet_stop applied to this market. */
  oddsTimestamp: number;
  settlement: OutcomeSettlement[] | null;
  /** A whole-market bet_cancel, with what the market was before (for rollback_bet_cancel). */
  cancellation: {
    before: { status: MarketStatus; settlement: OutcomeSettlement[] | null };
  } | null;
  /**
   * Windowed bet_cancels: bets placed inside a window are void; the market itself carries on
   * (is priced and settled) for every other bet.
   */
  voidWindows: VoidWindow[];
  /**
   * `type@timestamp` of the last settlement-family message (settlement, cancel, rollbacks)
   * applied: the same key again is a re-delivery; an older timestamp is stale.
   */
  lastSettlementMessage: string | null;
  settlementTimestamp: number;
}

export interface VoidWindow {
  /** Epoch ms; a missing bound is open. */
  startTime?: number;
  endTime?: number;
}

/** Whether a bet placed at `placedAt` falls in one of the market's void windows. */
export function isInVoidWindow(placedAt: number, windows: readonly VoidWindow[]): boolean {
  return windows.some(
    (w) =>
      (w.startTime === undefined || placedAt >= w.startTime) &&
      (w.endTime === undefined || placedAt < w.endTime),
  );
}

export interface EventFeedState {
  eventId: string;
  eventStatus: FeedEventStatus | null;
  eventStatusTimestamp: number;
  markets: Record<string, MarketState>;
}

export type RefusalReason =
  | 'wrong_event'
  | 'unknown_market'
  | 'market_closed'
  | 'stale'
  | 'already_settled'
  | 'already_cancelled'
  | 'not_settled'
  | 'not_cancelled'
  | 'bad_settlement';

export type MarketVerdict =
  | { marketId: string; verdict: 'applied' | 'duplicate' }
  | { marketId: string; verdict: 'refused'; reason: RefusalReason };

export interface FeedApplication {
  state: EventFeedState;
  verdicts: MarketVerdict[];
}

export function emptyEventFeedState(eventId: string): EventFeedState {
  return { eventId, eventStatus: null, eventStatusTimestamp: 0, markets: {} };
}

/** Markets as players see them (bet placement reads status and outcome odds from here). */
export function marketsOf(state: EventFeedState): Market[] {
  return Object.values(state.markets).map(({ id, type, specifier, status, outcomes }) => ({
    id,
    type,
    specifier,
    status,
    outcomes,
  }));
}

export function applyFeedMessage(state: EventFeedState, message: FeedMessage): FeedApplication {
  if (message.eventId !== state.eventId) {
    return { state, verdicts: targetIds(state, message).map((id) => refuse(id, 'wrong_event')) };
  }
  switch (message.type) {
    case 'odds_change':
      return applyOddsChange(state, message);
    case 'bet_stop':
      return applyBetStop(state, message);
    case 'bet_settlement':
      return applySettlement(state, message);
    case 'bet_cancel':
      return applyCancel(state, message);
    case 'rollback_bet_settlement':
      return forEachMarket(state, message.marketIds, message, (m) => {
        if (m.status !== 'settled') return 'not_settled';
        return { ...m, status: 'suspended', settlement: null };
      });
    case 'rollback_bet_cancel': {
      const window = windowOf(message);
      return forEachMarket(state, message.marketIds, message, (m) => {
        if (window) {
          const kept = m.voidWindows.filter((w) => !sameWindow(w, window));
          if (kept.length === m.voidWindows.length) return 'not_cancelled';
          return { ...m, voidWindows: kept };
        }
        if (m.status !== 'cancelled' || !m.cancellation) return 'not_cancelled';
        const { before } = m.cancellation;
        return { ...m, status: before.status, settlement: before.settlement, cancellation: null };
      });
    }
  }
}

function applyOddsChange(state: EventFeedState, message: OddsChangeMessage): FeedApplication {
  const markets = { ...state.markets };
  const verdicts: MarketVerdict[] = [];
  for (const offered of message.markets) {
    const current = markets[offered.marketId];
    if (current && (current.status === 'settled' || current.status === 'cancelled')) {
      verdicts.push(refuse(offered.marketId, 'market_closed'));
      continue;
    }
    if (current && message.timestamp < current.oddsTimestamp) {
      verdicts.push(refuse(offered.marketId, 'stale'));
      continue;
    }
    if (
      current &&
      message.timestamp === current.oddsTimestamp &&
      current.status === offered.status &&
      JSON.stringify(current.outcomes) === JSON.stringify(offered.outcomes)
    ) {
      verdicts.push({ marketId: offered.marketId, verdict: 'duplicate' });
      continue;
    }
    markets[offered.marketId] = {
      id: offered.marketId,
      type: offered.type,
      specifier: offered.specifier,
      status: offered.status,
      outcomes: offered.outcomes.map((o) => ({ ...o })),
      oddsTimestamp: message.timestamp,
      settlement: null,
      cancellation: null,
      voidWindows: current?.voidWindows ?? [],
      lastSettlementMessage: current?.lastSettlementMessage ?? null,
      settlementTimestamp: current?.settlementTimestamp ?? 0,
    };
    verdicts.push({ marketId: offered.marketId, verdict: 'applied' });
  }
  const isNewer = message.eventStatus && message.timestamp >= state.eventStatusTimestamp;
  return {
    state: {
      ...state,
      markets,
      ...(isNewer
        ? { eventStatus: message.eventStatus ?? null, eventStatusTimestamp: message.timestamp }
        : {}),
    },
    verdicts,
  };
}

function applyBetStop(state: EventFeedState, message: BetStopMessage): FeedApplication {
  const isAll = message.marketIds === undefined;
  const ids = message.marketIds ?? Object.keys(state.markets);
  const markets = { ...state.markets };
  const verdicts: MarketVerdict[] = [];
  for (const id of ids) {
    const m = markets[id];
    if (!m) {
      verdicts.push(refuse(id, 'unknown_market'));
    } else if (m.status === 'settled' || m.status === 'cancelled') {
      if (!isAll) verdicts.push(refuse(id, 'market_closed'));
    } else if (message.timestamp < m.oddsTimestamp) {
      verdicts.push(refuse(id, 'stale'));
    } else if (m.status === 'suspended') {
      verdicts.push({ marketId: id, verdict: 'duplicate' });
    } else {
      markets[id] = { ...m, status: 'suspended', oddsTimestamp: message.timestamp };
      verdicts.push({ marketId: id, verdict: 'applied' });
    }
  }
  return { state: { ...state, markets }, verdicts };
}

function applySettlement(state: EventFeedState, message: BetSettlementMessage): FeedApplication {
  const byId = new Map(message.markets.map((m) => [m.marketId, m.outcomes]));
  return forEachMarket(state, [...byId.keys()], message, (m) => {
    const outcomes = byId.get(m.id) ?? [];
    if (m.status === 'cancelled') return 'market_closed';
    if (m.status === 'settled') {
      return sameSettlement(m.settlement ?? [], outcomes) ? 'duplicate' : 'already_settled';
    }
    if (!isCompleteSettlement(m, outcomes)) return 'bad_settlement';
    return { ...m, status: 'settled', settlement: outcomes };
  });
}

function applyCancel(state: EventFeedState, message: BetCancelMessage): FeedApplication {
  const window = windowOf(message);
  return forEachMarket(state, message.marketIds, message, (m) => {
    if (m.status === 'cancelled') return window ? 'already_cancelled' : 'duplicate';
    if (window) {
      if (m.voidWindows.some((w) => sameWindow(w, window))) return 'duplicate';
      return { ...m, voidWindows: [...m.voidWindows, window] };
    }
    return {
      ...m,
      status: 'cancelled',
      cancellation: { before: { status: m.status, settlement: m.settlement } },
    };
  });
}

/** The message's time window, or null for a whole-market cancel. */
function windowOf(message: { startTime?: number; endTime?: number }): VoidWindow | null {
  if (message.startTime === undefined && message.endTime === undefined) return null;
  return {
    ...(message.startTime === undefined ? {} : { startTime: message.startTime }),
    ...(message.endTime === undefined ? {} : { endTime: message.endTime }),
  };
}

function sameWindow(a: VoidWindow, b: VoidWindow): boolean {
  return a.startTime === b.startTime && a.endTime === b.endTime;
}

type Step = MarketState | 'duplicate' | RefusalReason;

function forEachMarket(
  state: EventFeedState,
  ids: readonly string[],
  message: FeedMessage,
  step: (market: MarketState) => Step,
): FeedApplication {
  const key = `${message.type}@${message.timestamp}`;
  const markets = { ...state.markets };
  const verdicts: MarketVerdict[] = [];
  for (const id of ids) {
    const m = markets[id];
    if (!m) {
      verdicts.push(refuse(id, 'unknown_market'));
      continue;
    }
    // Settlement-family messages: a re-delivery changes nothing, an older one is stale.
    const next: Step =
      m.lastSettlementMessage === key
        ? 'duplicate'
        : message.timestamp < m.settlementTimestamp
          ? 'stale'
          : step(m);
    if (next === 'duplicate') verdicts.push({ marketId: id, verdict: 'duplicate' });
    else if (typeof next === 'string') verdicts.push(refuse(id, next));
    else {
      markets[id] = { ...next, lastSettlementMessage: key, settlementTimestamp: message.timestamp };
      verdicts.push({ marketId: id, verdict: 'applied' });
    }
  }
  return { state: { ...state, markets }, verdicts };
}

function isCompleteSettlement(m: MarketState, outcomes: OutcomeSettlement[]): boolean {
  const ids = new Set(outcomes.map((o) => o.id));
  return (
    ids.size === outcomes.length &&
    m.outcomes.every((o) => ids.has(o.id)) &&
    outcomes.every(
      (o) =>
        m.outcomes.some((x) => x.id === o.id) &&
        (o.result === 0 || o.result === 1) &&
        [0, 0.5, 1].includes(o.voidFactor),
    )
  );
}

function sameSettlement(a: OutcomeSettlement[], b: OutcomeSettlement[]): boolean {
  const norm = (xs: OutcomeSettlement[]): string =>
    JSON.stringify(
      [...xs].sort((x, y) => x.id.localeCompare(y.id)).map((x) => [x.id, x.result, x.voidFactor]),
    );
  return norm(a) === norm(b);
}

function targetIds(state: EventFeedState, message: FeedMessage): string[] {
  switch (message.type) {
    case 'odds_change':
      return message.markets.map((m) => m.marketId);
    case 'bet_settlement':
      return message.markets.map((m) => m.marketId);
    case 'bet_stop':
      return message.marketIds ?? Object.keys(state.markets);
    default:
      return message.marketIds;
  }
}

function refuse(marketId: string, reason: RefusalReason): MarketVerdict {
  return { marketId, verdict: 'refused', reason };
}
