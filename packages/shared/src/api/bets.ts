import { z } from 'zod';
import { safeString } from '../safe-string';

/**
 * Bets (spec document 1 section 3, Bet: id, game_name, credits_spent, freebets_spent,
 * credits_won, freebets_won, result, multiplier, created_at, client_seed, server_seed (empty
 * while the seed pair is active), nonce). Amounts are decimal dollar strings.
 */

export const BET_RESULTS = ['WIN', 'LOSS'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** The in-house games with a bet pipeline (issue 5). */
export const BET_GAMES = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'coinflip',
  'towers',
  'dojo-dash',
  'crash',
  'blackjack',
  'keno',
  'roulette',
  'cases',
  // Provider slots (issue 20, docs/decisions/028-seamless-wallet.md): their play events only;
  // no bet pipeline and no seeds; a settled round is a `bets` row (My bets) named by its game.
  'slots',
  // Sports bets (issue 21): settled through the sportsbook's feed, not the pipeline; no seeds.
  'sports',
] as const;
export type BetGame = (typeof BET_GAMES)[number];

export function isBetGameName(value: string): value is BetGame {
  return (BET_GAMES as readonly string[]).includes(value);
}

/** Display names (spec: game_name), as in the games catalogue. */
export const BET_GAME_NAMES: Record<BetGame, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  mines: 'Mines',
  coinflip: 'Coinflip',
  towers: 'Tengu Towers',
  'dojo-dash': 'Dojo Dash',
  crash: 'Crash',
  blackjack: 'Blackjack',
  keno: 'Keno',
  roulette: 'Roulette',
  cases: 'Cases',
  slots: 'Slots',
  sports: 'Sports Betting',
};

export const balancesSchema = z.object({ credits: z.string(), freebets: z.string() });
export type Balances = z.infer<typeof balancesSchema>;

/** Game-specific inputs and outcome, e.g. dice {target, condition, roll}. */
export const betDetailsSchema = z.record(z.string(), z.unknown());

export const betRecordSchema = z.object({
  id: z.string(),
  /** The game's slug (dice, limbo, plinko, mines). */
  game: z.string(),
  /** Its display name (spec: game_name). */
  game_name: z.string(),
  /** The player's username. */
  username: z.string().nullable(),
  amount: z.string(),
  credits_spent: z.string(),
  freebets_spent: z.string(),
  credits_won: z.string(),
  freebets_won: z.string(),
  payout: z.string(),
  result: z.enum(BET_RESULTS),
  multiplier: z.number(),
  details: betDetailsSchema,
  created_at: z.string(),
  client_seed: z.string(),
  /** Empty while the bet's seed pair is active; revealed once the player rotates. */
  server_seed: z.string(),
  hashed_server_seed: z.string(),
  nonce: z.number().int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/** Dice, limbo and plinko answer the settled bet and the balances after it. */
export const betResponseSchema = z.object({ bet: betRecordSchema, balance: balancesSchema });
export type BetResponse = z.infer<typeof betResponseSchema>;

/** GET /api/bets?game=&cursor= (own bets, newest first, 20 a page). */
export const BETS_PAGE_SIZE = 20;
export const betListQuerySchema = z.object({
  game: z.enum(BET_GAMES).optional(),
  cursor: safeString().max(200).optional(),
});
export type BetListQuery = z.infer<typeof betListQuerySchema>;
export const betListResponseSchema = z.object({
  bets: z.array(betRecordSchema),
  nextCursor: z.string().nullable(),
});
export type BetListResponse = z.infer<typeof betListResponseSchema>;

export const betIdParamsSchema = z.object({ id: z.uuid() });

export const BET_MESSAGES = {
  notFound: 'Bet not found.',
  /** A zero-stake bet over ZERO_STAKE_BETS_PER_WINDOW (issue 15): the reason, the wait. */
  zeroStakeTooFast: 'You are placing free bets too fast. Please wait a few seconds.',
} as const;

/**
 * A bet as the public live tables show it (`bets:new` on /games and GET /api/bets/recent): the
 * player's name, or null when the player hides it ("Hidden"); never seeds, balances or ids of
 * players.
 */
export const publicBetSchema = z.object({
  id: z.string(),
  game: z.string(),
  /** A provider round's game (game `slots`, issue 20), e.g. "Koi Fortune". */
  game_name: z.string().optional(),
  player: z.string().nullable(),
  amount: z.string(),
  multiplier: z.number(),
  payout: z.string(),
  created_at: z.string(),
});
export type PublicBet = z.infer<typeof publicBetSchema>;

/** High Rollers: bets of at least $100 (10¹⁰ units), as the live table has always shown them. */
export const HIGH_ROLLER_MIN_UNITS = 10_000_000_000n;
/** How many rows All Bets and High Rollers keep (and GET /api/bets/recent returns). */
export const RECENT_BETS_LIMIT = 30;

export const RECENT_BET_TABS = ['all', 'high-rollers'] as const;
export type RecentBetTab = (typeof RECENT_BET_TABS)[number];

/** GET /api/bets/recent?tab=all|high-rollers: the latest public bets, newest first. */
export const recentBetsQuerySchema = z.object({
  tab: z.enum(RECENT_BET_TABS).default('all'),
});
export const recentBetsResponseSchema = z.object({ bets: z.array(publicBetSchema) });
export type RecentBetsResponse = z.infer<typeof recentBetsResponseSchema>;

/**
 * Zero-stake bets are free to place, so they are limited per player (issue 15): this many in
 * ZERO_STAKE_WINDOW_MS. Bets with a stake are not counted.
 */
export const ZERO_STAKE_BETS_PER_WINDOW = 30;
export const ZERO_STAKE_WINDOW_MS = 10_000;
