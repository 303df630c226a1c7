/**
 * Feed messages, after Sportradar's Unified Odds Feed (UOF) vocabulary (ADR 035): every
 * feed adapter (the simulated feed, a real odds API) speaks these, and the sportsbook only
 * listens to these. `timestamp` is the producer's clock in epoch milliseconds; it orders
 * odds and makes a re-delivered message recognisable.
 */
import type { Odds } from '../odds';
import type { EventClock, EventStatus, MarketType, Score } from '../types';

export interface FeedEventStatus {
  status: EventStatus;
  score: Score;
  periods: Array<[number, number]>;
  clock: EventClock;
}

export interface FeedMarketOdds {
  /** `type` or `type|specifier` (see pricing/price-market.ts marketId). */
  marketId: string;
  type: MarketType;
  specifier: string;
  /** UOF market status 1 (active) or -1 (suspended). */
  status: 'active' | 'suspended';
  outcomes: Array<{ id: string; odds: Odds; isActive: boolean }>;
}

/** New prices and/or a status change of markets, with the event's live status. */
export interface OddsChangeMessage {
  type: 'odds_change';
  eventId: string;
  timestamp: number;
  eventStatus?: FeedEventStatus;
  markets: FeedMarketOdds[];
}

/** Suspend markets at once (a dangerous moment); all the event's markets when none listed. */
export interface BetStopMessage {
  type: 'bet_stop';
  eventId: string;
  timestamp: number;
  marketIds?: string[];
}

/**
 * UOF outcome settlement: `result` 1 won, 0 lost; `voidFactor` the share of the stake
 * refunded — 1 void, 0.5 with result 1 a half-win, 0.5 with result 0 a half-loss.
 */
export interface OutcomeSettlement {
  id: string;
  result: 0 | 1;
  voidFactor: 0 | 0.5 | 1;
}

export interface BetSettlementMessage {
  type: 'bet_settlement';
  eventId: string;
  timestamp: number;
  markets: Array<{ marketId: string; outcomes: OutcomeSettlement[] }>;
}

/**
 * Void every bet on the markets and close them; with a window, void only bets placed in
 * [startTime, endTime) (e.g. accepted after a goal the feed reported late) and leave the
 * market open for the rest.
 */
export interface BetCancelMessage {
  type: 'bet_cancel';
  eventId: string;
  timestamp: number;
  marketIds: string[];
  startTime?: number;
  endTime?: number;
  reason?: string;
}

/** Undo a settlement sent in error: the market re-opens for re-settlement. */
export interface RollbackBetSettlementMessage {
  type: 'rollback_bet_settlement';
  eventId: string;
  timestamp: number;
  marketIds: string[];
}

/**
 * Undo a bet_cancel: the market returns to where it was before; with a window, that window's
 * bets stand again.
 */
export interface RollbackBetCancelMessage {
  type: 'rollback_bet_cancel';
  eventId: string;
  timestamp: number;
  marketIds: string[];
  startTime?: number;
  endTime?: number;
}

export type FeedMessage =
  | OddsChangeMessage
  | BetStopMessage
  | BetSettlementMessage
  | BetCancelMessage
  | RollbackBetSettlementMessage
  | RollbackBetCancelMessage;
