import { z } from 'zod';

/**
 * The sportsbook's HTTP and socket shapes (issue 21; docs/decisions/035-sportsbook-domain.md for
 * the vocabulary, 038-sportsbook-service.md for the service). Odds are integers in thousandths
 * of decimal odds (1.85 → 1850); money is a decimal dollar string like every other amount.
 * Market and outcome names are not sent: the web names them from `type`, `specifier` and the
 * outcome id (translated), team names are data.
 */

export const SPORT_IDS = ['football', 'tennis', 'basketball'] as const;
export type SportId = (typeof SPORT_IDS)[number];

export type SbEventStatus = 'pre_match' | 'live' | 'ended' | 'cancelled';
export type SbMarketStatus = 'active' | 'suspended' | 'settled' | 'cancelled';

export interface SbCompetition {
  id: string;
  sport: SportId;
  name: string;
  /** ISO 3166 alpha-2 or a region ("International"). */
  country: string;
}

export interface SbOutcome {
  /** '1' 'X' '2', 'over' 'under', 'home' 'away', 'yes' 'no', '2:1', 'other' … */
  id: string;
  odds: number;
  active: boolean;
}

export interface SbMarket {
  /** `type` or `type|specifier`, e.g. `total|total=2.5`. */
  id: string;
  type: string;
  /** UOF specifier, '' when none (`total=2.5`, `hcp=-0.75`). */
  specifier: string;
  status: SbMarketStatus;
  outcomes: SbOutcome[];
}

export interface SbScore {
  home: number;
  away: number;
}

export interface SbClock {
  /** Seconds of play elapsed (football, basketball); tennis counts points' time. */
  elapsedSeconds: number;
  /** 1-based half, quarter or set; 0 before the start. */
  period: number;
  isRunning: boolean;
}

/** An event in lists: its main market only. */
export interface SbEventSummary {
  id: string;
  sport: SportId;
  competition: SbCompetition;
  home: string;
  away: string;
  /** ISO time. */
  startsAt: string;
  status: SbEventStatus;
  score: SbScore | null;
  /** Per-period scores, e.g. tennis games per set. */
  periods: Array<[number, number]>;
  clock: SbClock | null;
  /** The sport's main market (1x2, match_winner, moneyline) when offered. */
  mainMarket: SbMarket | null;
  marketCount: number;
}

/** GET /api/sports/events/:id */
export interface SbEventDetail extends SbEventSummary {
  markets: SbMarket[];
}

/** GET /api/sports: the sports with their competitions and counts. */
export interface SbSportsOverview {
  /** How long an in-play bet waits before acceptance (the slip's progress bar). */
  inPlayDelayMs: number;
  sports: Array<{
    id: SportId;
    liveCount: number;
    upcomingCount: number;
    competitions: Array<SbCompetition & { eventCount: number }>;
  }>;
}

/** GET /api/sports/events?sport=&competition=&status=live|upcoming&limit= */
export const sbEventsQuerySchema = z.object({
  sport: z.enum(SPORT_IDS).optional(),
  competition: z.string().min(1).max(64).optional(),
  status: z.enum(['live', 'upcoming']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type SbEventsQuery = z.infer<typeof sbEventsQuerySchema>;
export interface SbEventsPage {
  events: SbEventSummary[];
}

/** What a player does when a price moved between the slip and the acceptance. */
export const ODDS_CHANGE_CHOICES = ['none', 'accept_higher', 'accept_any'] as const;
export type OddsChangeChoice = (typeof ODDS_CHANGE_CHOICES)[number];

export const sbSelectionSchema = z.object({
  eventId: z.string().min(1).max(64),
  marketId: z.string().min(1).max(64),
  outcomeId: z.string().min(1).max(16),
  /** The odds the player saw, in thousandths. */
  odds: z.number().int().min(1001).max(1_000_000),
});
export type SbSelection = z.infer<typeof sbSelectionSchema>;

const stakeSchema = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'Enter a valid amount');

/**
 * POST /api/sports/bets: one slip, placed as a whole or not at all. `singles`: one bet per
 * selection with its own stake (`stakes[i]` for `selections[i]`); `multi`: one accumulator of
 * every selection with `stake`. `slipId` is the idempotency key (a retry answers the same bets).
 */
export const sbPlaceSlipSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('singles'),
    slipId: z.string().uuid(),
    oddsChange: z.enum(ODDS_CHANGE_CHOICES),
    selections: z.array(sbSelectionSchema).min(1).max(20),
    stakes: z.array(stakeSchema).min(1).max(20),
  }),
  z.object({
    mode: z.literal('multi'),
    slipId: z.string().uuid(),
    oddsChange: z.enum(ODDS_CHANGE_CHOICES),
    selections: z.array(sbSelectionSchema).min(2).max(20),
    stake: stakeSchema,
  }),
]);
export type SbPlaceSlip = z.infer<typeof sbPlaceSlipSchema>;

export type SbLegStatus = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';
export type SbBetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface SbBetLeg {
  eventId: string;
  sport: SportId;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  marketId: string;
  marketType: string;
  specifier: string;
  outcomeId: string;
  /** The odds the leg was accepted at. */
  odds: number;
  status: SbLegStatus;
}

export interface SbBet {
  id: string;
  kind: 'single' | 'multi';
  /** The stake still riding (after partial cash-outs). */
  stake: string;
  /** The stake as placed. */
  originalStake: string;
  /** Product of the legs' odds, in thousandths (rounded down). */
  totalOdds: number;
  /** What the riding stake returns if every open leg wins (capped by the maximum payout). */
  potentialPayout: string;
  status: SbBetStatus;
  /** Paid so far: settlement payout plus every cash-out. */
  payout: string;
  cashedOut: string;
  placedAt: string;
  settledAt: string | null;
  legs: SbBetLeg[];
}

/** POST /api/sports/bets answers the slip's bets. */
export interface SbPlaceSlipResult {
  bets: SbBet[];
}

/** GET /api/sports/bets?status=open|settled&cursor= */
export const sbMyBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export interface SbMyBetsPage {
  bets: SbBet[];
  nextCursor: string | null;
}

/** GET /api/sports/bets/:id/cash-out: the live offer (null value when refused now). */
export interface SbCashOutQuote {
  betId: string;
  /** The full cash-out value of the riding stake, or null when cash-out is unavailable now. */
  value: string | null;
  /** Why not, when null: 'suspended' | 'closed' | 'settled' | 'lost'. */
  reason: string | null;
}

/**
 * POST /api/sports/bets/:id/cash-out. `stake` is the part of the riding stake to cash out
 * (all of it when absent); `value` is the quote the player accepted: a lower offer now is
 * refused with the new value (409), a higher one is paid.
 */
export const sbCashOutSchema = z.object({
  requestId: z.string().uuid(),
  stake: stakeSchema.optional(),
  value: stakeSchema,
});
export type SbCashOut = z.infer<typeof sbCashOutSchema>;
export interface SbCashOutResult {
  bet: SbBet;
  paid: string;
}

/** Error codes of the sportsbook, with the `details` the web needs to react. */
export const SB_ERRORS = {
  ODDS_CHANGED: 'ODDS_CHANGED',
  MARKET_SUSPENDED: 'MARKET_SUSPENDED',
  MARKET_CLOSED: 'MARKET_CLOSED',
  EVENT_STARTED: 'EVENT_STARTED',
  BET_STOPPED: 'BET_STOPPED',
  STAKE_TOO_LOW: 'STAKE_TOO_LOW',
  STAKE_TOO_HIGH: 'STAKE_TOO_HIGH',
  SAME_EVENT: 'SAME_EVENT',
  CASH_OUT_UNAVAILABLE: 'CASH_OUT_UNAVAILABLE',
  CASH_OUT_CHANGED: 'CASH_OUT_CHANGED',
} as const;
/** ODDS_CHANGED's details: the current odds per selection index. */
export interface SbOddsChangedDetails {
  selections: Array<{ index: number; odds: number | null }>;
}

/**
 * The /sports namespace (public): every change of an event's state or markets, after the feed
 * message that made it is committed. Clients keep a cache by event id and merge `markets` by id.
 */
export interface SbEventUpdate {
  eventId: string;
  status: SbEventStatus;
  score: SbScore | null;
  periods: Array<[number, number]>;
  clock: SbClock | null;
  /** Only the markets the message changed. */
  markets: SbMarket[];
}
export interface SportsServerToClient {
  'sports:event': (payload: SbEventUpdate) => void;
}
export type SportsClientToServer = Record<never, never>;

/** Private, on /user: one of the player's sports bets changed (accepted, settled, cashed out). */
export interface SportsUserServerToClient {
  'sports:bet': (payload: SbBet) => void;
}
