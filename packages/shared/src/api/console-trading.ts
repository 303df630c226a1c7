import { z } from 'zod';
import { CONSOLE_MESSAGES, consolePageQuerySchema, type StaffRole } from './console';

/**
 * The operator console's Sportsbook trading section (issue 22; ADR 047): events and markets with
 * the house's liability, trader suspensions the feed cannot undo, margin and bet limits, manual
 * settlement and its rollback. Amounts are decimal strings of dollars.
 */

export const TRADING_ROLES = {
  trading: ['admin', 'trader'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const TRADING_MESSAGES = {
  eventNotFound: 'This event does not exist.',
  marketNotFound: 'This market does not exist on the event.',
  notHeld: 'This is not suspended by a trader.',
  alreadyHeld: 'This is already suspended by a trader.',
  inPlayOpen: 'This market is open in play. Suspend it before settling it.',
  marketClosed: 'This market is cancelled and cannot be settled.',
  settledDifferently: 'This market is already settled with other results. Roll it back first.',
  notSettled: 'This market is not settled, so there is nothing to roll back.',
  badWinners: 'Choose at least one winning outcome of this market, or void it.',
  feedRefused: 'The settlement was not applied (%s). Reload the market and try again.',
} as const;

const reason = z.string().trim().min(1, CONSOLE_MESSAGES.reasonRequired).max(500);
const marketId = z.string().trim().min(1).max(120);

export const TRADING_EVENT_FILTERS = ['live', 'upcoming', 'ended'] as const;
export type TradingEventFilter = (typeof TRADING_EVENT_FILTERS)[number];

export const tradingEventsQuerySchema = consolePageQuerySchema.extend({
  sport: z.enum(['football', 'tennis', 'basketball']).optional(),
  status: z.enum(TRADING_EVENT_FILTERS).optional(),
  /** Team, player or competition name (substring). */
  q: z.string().trim().max(200).optional(),
  /** Only events with open bets. */
  withBets: z.enum(['true', 'false']).optional(),
});
export type TradingEventsQuery = z.input<typeof tradingEventsQuerySchema>;

export const tradingEventStatusSchema = z.enum(['pre_match', 'live', 'ended', 'cancelled']);

export const tradingEventRowSchema = z.object({
  id: z.string(),
  sport: z.string(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: tradingEventStatusSchema,
  /** A trader suspended the whole event. */
  held: z.boolean(),
  /** Markets a trader suspended. */
  heldMarkets: z.number(),
  marketCount: z.number(),
  openBets: z.number(),
  /** Stakes riding on the event's open bets, dollars. */
  stake: z.string(),
  /** The worst case of the event's markets (the largest loss if one outcome wins), dollars. */
  liability: z.string(),
});
export type TradingEventRow = z.infer<typeof tradingEventRowSchema>;

export const tradingEventsResponseSchema = z.object({
  items: z.array(tradingEventRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TradingEventsResponse = z.infer<typeof tradingEventsResponseSchema>;

export const tradingOutcomeSchema = z.object({
  id: z.string(),
  odds: z.number(),
  active: z.boolean(),
  /** Open bets backing this outcome. */
  bets: z.number(),
  /** Their potential payouts (capped at the bet's max payout), dollars. */
  payouts: z.string(),
  /** payouts − every stake taken on the market: the house's net loss if it wins (negative: a win). */
  liability: z.string(),
  /** The settlement in force: won, lost, void, half_won, half_lost; null when unsettled. */
  result: z.string().nullable(),
});
export type TradingOutcome = z.infer<typeof tradingOutcomeSchema>;

export const tradingMarketSchema = z.object({
  id: z.string(),
  type: z.string(),
  specifier: z.string(),
  /** As players see it (a trader hold shows suspended). */
  status: z.enum(['active', 'suspended', 'settled', 'cancelled']),
  /** A trader suspended this market (or its whole event). */
  held: z.boolean(),
  openBets: z.number(),
  stake: z.string(),
  /** The largest outcome liability, dollars; the outcome is `worstOutcomeId`. */
  worstLiability: z.string(),
  worstOutcomeId: z.string().nullable(),
  outcomes: z.array(tradingOutcomeSchema),
});
export type TradingMarket = z.infer<typeof tradingMarketSchema>;

export const tradingHoldSchema = z.object({
  by: z.string(),
  at: z.string(),
  reason: z.string(),
});

export const tradingEventDetailSchema = tradingEventRowSchema.extend({
  score: z.object({ home: z.number(), away: z.number() }).nullable(),
  /** The whole-event trader hold, when one stands. */
  hold: tradingHoldSchema.nullable(),
  markets: z.array(tradingMarketSchema),
});
export type TradingEventDetail = z.infer<typeof tradingEventDetailSchema>;

export const tradingEventParamsSchema = z.object({ eventId: z.string().min(1).max(200) });

export const tradingHoldRequestSchema = z.object({
  /** Absent: the whole event. */
  marketId: marketId.optional(),
  reason,
});
export type TradingHoldRequest = z.infer<typeof tradingHoldRequestSchema>;

export const tradingSettleRequestSchema = z.object({
  marketId,
  /** The winning outcomes (result 1); every other outcome loses. Ignored when `void`. */
  winners: z.array(z.string().min(1).max(40)).max(50).default([]),
  /** Void the market: every stake back. */
  void: z.boolean().default(false),
  reason,
});
export type TradingSettleRequest = z.input<typeof tradingSettleRequestSchema>;

export const tradingRollbackRequestSchema = z.object({ marketId, reason });
export type TradingRollbackRequest = z.infer<typeof tradingRollbackRequestSchema>;

export const tradingActionResponseSchema = z.object({
  ok: z.literal(true),
  /** Null when nothing changed (the same settlement again). */
  auditId: z.string().nullable(),
});
export type TradingActionResponse = z.infer<typeof tradingActionResponseSchema>;

const usd = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'Enter an amount in dollars, e.g. 250 or 0.10.');

export const tradingSettingsSchema = z.object({
  /** The simulated feed's margin for newly priced fixtures, percent. */
  marginPercent: z.number(),
  /** `setting`: set in the console; `env`: SPORTS_MARGIN_PERCENT (no setting yet). */
  marginSource: z.enum(['setting', 'env']),
  minStake: z.string(),
  maxStake: z.string(),
  maxPayout: z.string(),
  marketLiability: z.string(),
  cashOutMarginBp: z.number(),
  /** SPORTS_INPLAY_DELAY_MS: configuration, shown read-only. */
  inPlayDelayMs: z.number(),
});
export type TradingSettings = z.infer<typeof tradingSettingsSchema>;

export const tradingSettingsRequestSchema = z.object({
  marginPercent: z.number().min(0).max(30).optional(),
  minStake: usd.optional(),
  maxStake: usd.optional(),
  maxPayout: usd.optional(),
  marketLiability: usd.optional(),
  cashOutMarginBp: z.number().int().min(0).max(5000).optional(),
  reason,
});
export type TradingSettingsRequest = z.infer<typeof tradingSettingsRequestSchema>;
