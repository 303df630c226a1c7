import { z } from 'zod';

/**
 * The $25K Weekly Raffle (issue 17 items 6 and 7; spec document 1 sections 2, 3, 7, 9; document 2
 * sections 3, 7, 9). docs/decisions/018-raffle.md. Dollar amounts are decimal strings; tickets are
 * whole numbers. A raffle week runs from Friday 00:00 UTC to the next Friday 00:00 UTC, like the
 * rewards' week.
 */

/** A dollar amount as a decimal string. */
type Dollars = string;

// ---------------------------------------------------------------------------------------------
// Texts: answered by the server as the error message (4xx) and shown by the web app as toasts.
// ---------------------------------------------------------------------------------------------

export const RAFFLE_MESSAGES = {
  notEnoughGold: 'Not enough Gold to buy these tickets',
  invalidCount: 'Choose how many tickets to buy',
  drawNotFound: 'No draw for this week',
  winnerTitle: 'You won the Weekly Raffle!',
} as const;

// ---------------------------------------------------------------------------------------------
// Prizes (document 2 section 9, "Default raffle prizes"; document 2 section 3: place,
// prize_amount, prize_description; 100 places).
// ---------------------------------------------------------------------------------------------

/** [first place, last place, USD each], in place order. */
const PRIZE_BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 1500],
  [2, 2, 1150],
  [3, 3, 750],
  [4, 4, 675],
  [5, 5, 600],
  [6, 6, 525],
  [7, 7, 450],
  [8, 8, 375],
  [9, 9, 300],
  [10, 10, 225],
  [11, 30, 150],
  [31, 50, 115],
  [51, 85, 75],
  [86, 100, 35],
];

/**
 * The default prize of each place 1 … 100, in whole USD (index 0 = 1st place). Their sum is
 * $15,000, not the $25,000 of the raffle's name: the spec's table wins (docs/decisions/018-raffle.md).
 */
export const RAFFLE_PRIZES_USD: readonly number[] = PRIZE_BANDS.flatMap(([from, to, usd]) =>
  Array.from({ length: to - from + 1 }, () => usd),
);
export const RAFFLE_PLACES = RAFFLE_PRIZES_USD.length;
/** What the default table pays in total, in whole USD. */
export const RAFFLE_PRIZE_POOL_USD = RAFFLE_PRIZES_USD.reduce((sum, usd) => sum + usd, 0);

export interface RafflePrize {
  place: number;
  prize_amount: Dollars;
  prize_description: string;
}

function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/** The prize list (GET /api/raffle/prizes, and the web app's list while it loads). */
export function rafflePrizeList(): RafflePrize[] {
  return RAFFLE_PRIZES_USD.map((usd, index) => ({
    place: index + 1,
    prize_amount: `${usd}.00`,
    prize_description: `${ordinal(index + 1)} place: $${usd} in credits`,
  }));
}

// ---------------------------------------------------------------------------------------------
// Operator settings (`npm run admin -- raffle set key=value`).
// ---------------------------------------------------------------------------------------------

export const raffleSettingsSchema = z
  .object({
    /** One wagering ticket per this many dollars of credits wagered (free bets earn none). */
    usdPerTicket: z.number().int().min(1).max(1_000_000),
    /** The Gold price of one ticket. */
    goldPerTicket: z.number().int().min(1).max(1_000_000_000),
    /** At most this many tickets in one purchase. */
    maxTicketsPerPurchase: z.number().int().min(1).max(1_000_000),
    /** The draw runs this many minutes after the week closes (late play events still count). */
    drawDelayMinutes: z.number().int().min(0).max(1_440),
  })
  .strict();
export type RaffleSettings = z.infer<typeof raffleSettingsSchema>;

export const DEFAULT_RAFFLE_SETTINGS: RaffleSettings = {
  usdPerTicket: 100,
  goldPerTicket: 1_000,
  maxTicketsPerPurchase: 10_000,
  drawDelayMinutes: 5,
};

// ---------------------------------------------------------------------------------------------
// REST shapes.
// ---------------------------------------------------------------------------------------------

/** The player's tickets in the running week (also the `user:raffleTickets` payload). */
export interface RaffleTickets {
  /** YYYY-MM-DD: the Friday the week starts. */
  week: string;
  raffle_tickets_with_gold: number;
  raffle_tickets_with_wagering: number;
  /** The Gold left, after a purchase only (the rewards dropdown shows it). */
  gold_balance?: Dollars;
}

export interface RaffleWeekInfo {
  week: string;
  /** ISO 8601: Friday 00:00 UTC. */
  starts_at: string;
  /** ISO 8601: the next Friday 00:00 UTC; tickets count until then. */
  ends_at: string;
  /** ISO 8601: when the draw runs (ends_at plus the operator's delay). */
  draw_at: string;
  /** SHA-256 (hex) of the week's server seed, published before the week started. */
  server_seed_hash: string;
  total_tickets: number;
}

/** A ticket range of the closed week's table: tickets first … first + count − 1. */
export interface RaffleTicketRange {
  username: string;
  first: number;
  count: number;
}

export interface RaffleWinner {
  place: number;
  username: string;
  ticket: number;
  prize_amount: Dollars;
}

/** A finished draw, with everything needed to reproduce it. */
export interface RaffleDraw {
  week: string;
  server_seed_hash: string;
  /** ISO 8601: when the seed's hash was committed (before starts_at unless the server was down). */
  seed_committed_at: string;
  server_seed: string;
  public_value: string;
  /** How the public value was obtained (e.g. `ticket-table-sha256`). */
  public_value_source: string;
  closed_at: string;
  drawn_at: string;
  total_tickets: number;
  winners: RaffleWinner[];
}

/** GET /api/raffle (public). */
export interface RaffleOverview {
  current: RaffleWeekInfo;
  /** The next week's committed seed hash, published a week ahead. */
  next_server_seed_hash: string;
  prize_pool: Dollars;
  places: number;
  usd_per_ticket: number;
  gold_per_ticket: number;
  max_tickets_per_purchase: number;
  /** The most recent draw (null before the first). */
  last_draw: RaffleDraw | null;
}

/** GET /api/raffle/draws/:week (public): the draw and its ticket table. */
export interface RaffleDrawDetail extends RaffleDraw {
  ranges: RaffleTicketRange[];
}

export const raffleBuySchema = z.object({
  count: z.number().int().min(1).max(1_000_000),
});
export type RaffleBuyRequest = z.infer<typeof raffleBuySchema>;

/** POST /api/raffle/tickets. */
export interface RaffleBuyResult {
  tickets: RaffleTickets;
  bought: number;
  /** Gold left, as a decimal string. */
  gold_balance: Dollars;
}

/** A raffle week: the YYYY-MM-DD of a real Friday (anything else is a 400, never a 500). */
export const raffleWeekParamsSchema = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((week) => {
      const at = new Date(`${week}T00:00:00Z`);
      return (
        !Number.isNaN(at.getTime()) && at.toISOString().startsWith(week) && at.getUTCDay() === 5
      );
    }, 'Not a raffle week'),
});

export interface RaffleServerToClient {
  'user:raffleTickets': (payload: RaffleTickets) => void;
}

/**
 * REST routes:
 * GET  /api/raffle               RaffleOverview (public)
 * GET  /api/raffle/prizes        { prizes: RafflePrize[] } (public)
 * GET  /api/raffle/draws/:week   RaffleDrawDetail (public; 404 before its draw)
 * GET  /api/raffle/tickets       RaffleTickets (the player's, running week)
 * POST /api/raffle/tickets       { count } → RaffleBuyResult (Gold → tickets)
 */
