import { z } from 'zod';
import type { LevelBand } from '../vip/levels';
import type { BetGame } from './bets';

/**
 * The rewards economy (issue 16; spec document 1 sections 2–9, document 2 sections 2–4, 8, 9):
 * rakeback and its boost, Daily Dollars, weekly (WB1) and monthly (MB1) bonuses, level-up
 * rewards, the Pending Rewards calendar, gifts, inventory and the referral bonus.
 * docs/decisions/015-rewards.md. Amounts are decimal strings of dollars (ARCHITECTURE.md, Money).
 */

/** A dollar amount as a decimal string. */
type Dollars = string;

// ---------------------------------------------------------------------------------------------
// Texts (spec document 1 sections 5 and 8; document 2 section 8): answered by the server as the
// error message (4xx) and shown by the web app as toasts.
// ---------------------------------------------------------------------------------------------

export const REWARD_MESSAGES = {
  rakebackTooLittleTitle: 'Not Enough Rakeback to Claim',
  rakebackTooLittle: 'You need at least $1 to claim rakeback.',
  rakebackNone: 'No rakeback available',
  rakebackError: 'Error claiming rakeback! Please try again',
  rakebackClaimedTitle: 'Rakeback claimed successfully!',
  rakebackClaimed: "Everyone's a winner on the product",
  boostActivated: 'Rakeback boost activated',
  boostFailed: 'Failed to claim rakeback boost',
  boostExpired: 'Expired',
  notEligibleTitle: 'Not Eligible',
  notEligible: 'You are not eligible for rewards.',
  weeklyError: 'Error claiming weekly bonus',
  monthlyError: 'Error claiming monthly bonus',
  weeklyLocked: 'Unlocks Friday',
  dailyDollarsLocked: 'Unlock at VIP 1',
  referralClaimed: 'Referral reward claimed successfully!',
  referralNone: 'No referral reward available',
  referralError: 'Error claiming referral reward! Please try again',
  /** A free-bet gift while a free-bet balance remains (document 2 section 8). */
  giftFreebetsHeld: 'Only one free bet balance at a time',
  giftNotFound: 'Gift not found',
  giftClaimed: 'Gift already claimed',
  calendarNotFound: 'Reward not found',
  calendarLocked: 'This reward unlocks on its date',
} as const;

// ---------------------------------------------------------------------------------------------
// Constants (spec document 1 section 9).
// ---------------------------------------------------------------------------------------------

/** Rakeback claim minimum: $1. */
export const RAKEBACK_CLAIM_MINIMUM_USD = 1;
/** A boost lasts 8 hours. */
export const BOOST_DURATION_HOURS = 8;
/** The three UTC boost windows, by starting hour: 06–14, 14–22, 22–06. */
export const BOOST_WINDOWS = [
  { id: '06-14', startHour: 6 },
  { id: '14-22', startHour: 14 },
  { id: '22-06', startHour: 22 },
] as const;
export type BoostWindowId = (typeof BOOST_WINDOWS)[number]['id'];
export type BoostSlotState = 'available' | 'used' | 'inactive';
/** Claims pay half now; the other half is spread over this many days of the calendar. */
export const CLAIM_COOLDOWN_DAYS = {
  rakeback: 3,
  dailyDollars: 3,
  weekly: 7,
  monthly: 28,
} as const;
/** The Pending Rewards calendar shows 28 days from today (UTC). */
export const CALENDAR_DAYS = 28;
/** The Claim notification closes itself after 5 s. */
export const CLAIM_NOTIFICATION_MS = 5_000;
/** Level-up reward per level 1 … 40, in USD (index = level; document 1 section 9). */
export const LEVEL_REWARDS_USD = [
  '0',
  '0.42',
  '1.10',
  '1.25',
  '2.20',
  '2.40',
  '2.80',
  '3.40',
  '4.10',
  '4.80',
  '6',
  '7.20',
  '8.60',
  '12',
  '16',
  '21',
  '27',
  '34',
  '42',
  '52',
  '70',
  '90',
  '115',
  '145',
  '180',
  '220',
  '520',
  '900',
  '1500',
  '2300',
  '3500',
  '6000',
  '10000',
  '14000',
  '21000',
  '30000',
  '50000',
  '100000',
  '160000',
  '210000',
  '420000',
] as const;
/** The Level Rewards table's groups (document 2 section 9). */
export const LEVEL_REWARD_GROUPS = [
  [1, 4],
  [5, 9],
  [10, 14],
  [15, 19],
  [20, 24],
  [25, 29],
  [30, 34],
  [35, 40],
] as const;
/** A calendar message containing this marks a level-up reward (document 2 section 3). */
export const LEVEL_UP_MARK = 'LU';

/**
 * Each in-house game's house edge in basis points (1 % = 100): what rakeback, the referral
 * commission and the weekly and monthly bonuses are a share of (stake × edge). From the games'
 * published returns (dice, limbo, mines, towers, coinflip, crash, plinko, keno, cases, dojo-dash
 * return 99 %; roulette 36/37; blackjack's basic-strategy edge about 0.5 %).
 */
export const HOUSE_EDGE_BPS: Record<BetGame, number> = {
  dice: 100,
  limbo: 100,
  plinko: 100,
  mines: 100,
  coinflip: 100,
  towers: 100,
  'dojo-dash': 100,
  crash: 100,
  blackjack: 50,
  keno: 100,
  roulette: 270,
  cases: 100,
  // Provider slots: a typical 96 % return (the provider's games publish their own).
  slots: 400,
  // Sports: the book's default 5 % margin on a two-way price is about 4.8 % of the stake.
  sports: 480,
};

// ---------------------------------------------------------------------------------------------
// Operator settings (ARCHITECTURE.md, Play events: typed rows with documented defaults).
// ---------------------------------------------------------------------------------------------

const bps = z.number().int().min(0).max(10_000);
const usd = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/);

export const rewardSettingsSchema = z
  .object({
    /** Rakeback: this share of the house edge of every bet (basis points of the edge). */
    rakebackBps: bps,
    /** The boost's rate while active (the spec's "boost_type", percentage 15 by default). */
    boostBps: bps,
    /** Referral bonus: this share of a referred player's house edge goes to the referrer. */
    referralBps: bps,
    /** Daily Dollars: XP per whole dollar of credits wagered. */
    dailyDollarsXpPerUsd: z.number().int().min(1).max(1_000_000),
    /** Daily Dollars: XP that completes one hunt (`user:ddProgress` target). */
    dailyDollarsTarget: z.number().int().min(1).max(1_000_000_000),
    /** Daily Dollars: USD added per completion at each VIP level 0 … 40 (index = level). */
    dailyDollarsByLevel: z.array(usd).length(41),
    /** Weekly Bonus: this share of the house edge of the player's bets of the week. */
    weeklyBps: bps,
    /** Monthly Bonus: this share of the house edge of the player's bets of the month. */
    monthlyBps: bps,
    /** Weekly and monthly bonuses need at least this VIP level ('Not Eligible' below it). */
    bonusMinLevel: z.number().int().min(0).max(40),
  })
  .strict();
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

export const DEFAULT_REWARD_SETTINGS: RewardSettings = {
  rakebackBps: 500,
  boostBps: 1_500,
  referralBps: 1_000,
  dailyDollarsXpPerUsd: 1,
  dailyDollarsTarget: 1_000,
  dailyDollarsByLevel: [
    '0',
    ...Array.from({ length: 4 }, () => '0.50'),
    ...Array.from({ length: 5 }, () => '1'),
    ...Array.from({ length: 5 }, () => '2'),
    ...Array.from({ length: 5 }, () => '3'),
    ...Array.from({ length: 5 }, () => '5'),
    ...Array.from({ length: 5 }, () => '8'),
    ...Array.from({ length: 5 }, () => '12'),
    ...Array.from({ length: 6 }, () => '20'),
  ],
  weeklyBps: 1_000,
  monthlyBps: 500,
  bonusMinLevel: 1,
};

// ---------------------------------------------------------------------------------------------
// Shapes (spec document 1 section 3; document 2 section 3).
// ---------------------------------------------------------------------------------------------

export interface BoostSlot {
  id: BoostWindowId;
  state: BoostSlotState;
}

/** GET /api/rewards/boost (spec: "data.success, boost.expiry, boost_type, claimable"). */
export interface BoostStatus {
  success: true;
  boost: { active: boolean; /** ISO 8601, null when none was claimed. */ expiry: string | null };
  /** The boost's percentage (15 by default). */
  boost_type: number;
  claimable: boolean;
  /** The current UTC window and the two others, in BOOST_WINDOWS order. */
  slots: BoostSlot[];
}

/** The weekly (WB1) and monthly (MB1) bonuses. */
export type BonusType = 'WB1' | 'MB1';
export interface BonusState {
  type: BonusType;
  active: boolean;
  /** What a claim would pay now in total (half now, half on the calendar); "0" when inactive. */
  value: Dollars;
  /** ISO 8601: when it next unlocks (the next Friday or the next 1st, UTC). */
  unlocks_at: string;
}

/** Spec document 1 section 3, Balances (the rewards part). */
export interface RewardBalances {
  rakeback_balance: Dollars;
  referral_balance: Dollars;
  ddBalance: Dollars;
  weeklyBonusActive: boolean;
  monthlyBonusActive: boolean;
  /** Gold (the `gold` pocket; issue 17 issues it). */
  token_balance: Dollars;
  raffle_tickets_with_gold: number;
  raffle_tickets_with_wagering: number;
}

/** GET /api/rewards: everything the dropdown, the Gifts sidebar and /rewards show. */
export interface RewardInfo {
  balances: RewardBalances;
  dailyDollars: { progress: number; target: number; level: number; perCompletion: Dollars };
  boost: BoostStatus;
  bonuses: { weekly: BonusState; monthly: BonusState };
  rakebackPercentage: number;
  bonusPercentage: number;
  level: number;
  amount_wagered: Dollars;
  /** Whether the newest gift has been read (document 1 section 4: false while it is unread). */
  giftState: boolean;
}

/** A claim that pays half now and schedules the rest (document 1 section 9). */
export interface ClaimResult {
  /** The whole value of the claim. */
  value: Dollars;
  /** Paid to the balance now. */
  paid: Dollars;
  /** Put on the calendar, spread over `cooldownDays` days. */
  scheduled: Dollars;
  cooldownDays: number;
  balance: { credits: Dollars; freebets: Dollars };
}

/** Document 2 section 3: per date, rewards (id, message, value). */
export interface CalendarItem {
  id: string;
  message: string;
  value: Dollars;
  /** YYYY-MM-DD (UTC): the day it unlocks. */
  date: string;
  claimable: boolean;
}
/** GET /api/rewards/calendar: 28 days from today (UTC), every date present (maybe empty). */
export interface CalendarResponse {
  today: string;
  calendar: Record<string, CalendarItem[]>;
}

/** Document 1 section 3: Gift: id, reward_type, value, reason, read flag. */
export interface Gift {
  id: string;
  reward_type: 'credits' | 'freebets';
  value: Dollars;
  reason: string;
  read: boolean;
  claimed: boolean;
  created_at: string;
}

/** Document 1 section 3: Inventory item: id, active (with what it is). */
export interface InventoryItem {
  id: string;
  active: boolean;
  kind: 'rakeback_boost' | 'freebets';
  label: string;
  value: Dollars | null;
  expires_at: string | null;
}

/** GET /api/rewards/stats (document 2 section 3): totals claimed per kind. */
export interface RewardStats {
  rakeback: Dollars;
  dailyDollars: Dollars;
  /** Level-up rewards. */
  LUR: Dollars;
  wb: Dollars;
  mb: Dollars;
}

export type RewardClaimKind =
  'rakeback' | 'referral' | 'daily_dollars' | 'weekly' | 'monthly' | 'calendar' | 'gift' | 'boost';
/** GET /api/rewards/history: the player's claims, newest first. */
export interface RewardClaimRecord {
  id: string;
  kind: RewardClaimKind;
  value: Dollars;
  paid: Dollars;
  scheduled: Dollars;
  created_at: string;
}
export const rewardHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

/** Document 1 section 3: VIP progress (a LEVEL_BANDS band with its level-up reward). */
export interface LevelRewardBand extends LevelBand {
  /** USD, LEVEL_REWARDS_USD[level]. */
  reward: Dollars;
}
export interface VipProgress {
  amount_wagered: Dollars;
  current_level: number;
  level_bands: LevelRewardBand[];
  profile_image: string;
}

/** `:id` of the gift and calendar claim routes. */
export const rewardIdParamsSchema = z.object({ id: z.string().uuid() });

// ---------------------------------------------------------------------------------------------
// Real-time payloads (document 1 section 7, user channel).
// ---------------------------------------------------------------------------------------------

export interface RewardServerToClient {
  'user:rewardInfo': (payload: RewardInfo) => void;
  'user:levelThresholds': (payload: { level_bands: LevelRewardBand[] }) => void;
  'user:gifts': (payload: { gifts: Gift[] }) => void;
  'user:calendar': (payload: CalendarResponse) => void;
  'user:newCalendarItem': (payload: CalendarItem) => void;
  'user:calendarClaim': (payload: { id: string }) => void;
  'user:inventoryUpdate': (payload: { id: string; active: boolean }) => void;
  'user:newInventoryItem': (payload: InventoryItem) => void;
  'user:ddBalance': (payload: { ddBalance: Dollars }) => void;
  'user:ddProgress': (payload: { progress: number; target: number }) => void;
  'user:bonuses': (payload: { weekly: BonusState; monthly: BonusState }) => void;
  'user:bonusUpdate': (payload: { type: BonusType; active: boolean }) => void;
  'user:referralBalance': (payload: { referral_balance: Dollars }) => void;
  'user:wagering': (payload: { wager_requirement: Dollars; wagered_amount: Dollars }) => void;
  'user:rakeback': (payload: { rakeback_balance: Dollars }) => void;
}

/**
 * REST routes (all need a player's access token except `levels`):
 * GET  /api/rewards                      RewardInfo
 * GET  /api/rewards/rakeback-percentage  { rakebackPercentage }
 * GET  /api/rewards/referral-percentage  { bonusPercentage }
 * POST /api/rewards/rakeback/claim       ClaimResult
 * GET  /api/rewards/boost                BoostStatus
 * POST /api/rewards/boost/claim          { success, boost_type, expiry }
 * POST /api/rewards/daily-dollars/claim  ClaimResult
 * POST /api/rewards/weekly/claim         ClaimResult
 * POST /api/rewards/monthly/claim        ClaimResult
 * POST /api/rewards/referral/claim       ClaimResult (cooldownDays 0: all paid now)
 * GET  /api/rewards/calendar             CalendarResponse
 * POST /api/rewards/calendar/:id/claim   ClaimResult
 * GET  /api/rewards/gifts                { gifts }
 * POST /api/rewards/gifts/read           { gifts }
 * POST /api/rewards/gifts/:id/claim      ClaimResult
 * GET  /api/rewards/inventory            { items }
 * GET  /api/rewards/stats                RewardStats
 * GET  /api/rewards/history              { claims, hasMore }
 * GET  /api/rewards/vip                  VipProgress
 * GET  /api/rewards/levels               { level_bands } (public)
 * GET  /api/rewards/wagering             { wager_requirement, wagered_amount }
 * Refusals: 4xx with the API error shape and a REWARD_MESSAGES text as `message`.
 */
export const REWARD_ROUTES = '/api/rewards';
