/**
 * The sportsbook's vocabulary (ADR 035): sports → competitions → events → markets → outcomes.
 * Pure data, no I/O. Odds are integers (see odds.ts); money is bigint units of 1e-8 USD.
 */
import type { Odds } from './odds';

export type SportId = 'football' | 'tennis' | 'basketball';

export interface Sport {
  id: SportId;
  name: string;
}

export interface Competition {
  id: string;
  sportId: SportId;
  name: string;
  /** ISO 3166 alpha-2 or a region name ("International"); display only. */
  country: string;
}

export interface Competitor {
  id: string;
  name: string;
}

/** UOF's sport_event_status, reduced to what a player sees. */
export type EventStatus = 'pre_match' | 'live' | 'ended' | 'cancelled';

/** Goals or points; for tennis, sets won (the set-by-set detail is in `periods`). */
export interface Score {
  home: number;
  away: number;
}

export interface EventClock {
  /** Seconds of play elapsed (football: match time; basketball: game time). */
  elapsedSeconds: number;
  /** 1-based half, quarter or set; 0 before the start. */
  period: number;
  isRunning: boolean;
}

export interface SportEvent {
  id: string;
  sportId: SportId;
  competitionId: string;
  home: Competitor;
  away: Competitor;
  /** Epoch milliseconds. */
  startsAt: number;
  status: EventStatus;
  score: Score;
  /** Per-period scores, e.g. tennis games per set [[6,4],[3,6]]. */
  periods: Array<[number, number]>;
  clock: EventClock;
}

/** UOF market status, as players and the bet path see it. */
export type MarketStatus = 'active' | 'suspended' | 'settled' | 'cancelled';

export type FootballMarketType =
  '1x2' | 'double_chance' | 'total' | 'btts' | 'asian_handicap' | 'correct_score';
export type TennisMarketType = 'match_winner' | 'set_betting' | 'total_games';
export type BasketballMarketType = 'moneyline' | 'spread' | 'points_total';
export type MarketType = FootballMarketType | TennisMarketType | BasketballMarketType;

export interface Outcome {
  /** Stable within the market: '1' 'X' '2', 'over' 'under', 'home' 'away', '2:1', 'other' ... */
  id: string;
  odds: Odds;
  /** UOF's outcome `active` flag: an inactive outcome takes no bets. */
  isActive: boolean;
}

export interface Market {
  /** `type` or `type|specifier`, e.g. `total|total=2.5`, `asian_handicap|hcp=-0.75`. */
  id: string;
  type: MarketType;
  /** UOF specifier string ('' when the market has none). */
  specifier: string;
  status: MarketStatus;
  outcomes: Outcome[];
}

/** A leg's result, the five the industry settles (ADR 035). */
export type LegResult = 'win' | 'loss' | 'void' | 'half_win' | 'half_loss';
