import { z } from 'zod';
import { balancesSchema } from './bets';
import { betAmountSchema, hasTwoDecimals } from './games';

/**
 * Crash (issue 7): one round for everybody. Waiting (bets during a countdown), running (the
 * multiplier grows as e^(growth·ms) from 1.00×), crashed (the point and the round's hash are
 * revealed). Multipliers are shown and settled in hundredths, rounded down.
 */

export const CRASH_PHASES = ['waiting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** Growth per millisecond: 2× after ≈ 11.6 s, 10× after ≈ 38 s (bustabit's curve). */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_MIN_AUTO_CASHOUT = 1.01;
export const CRASH_MAX_AUTO_CASHOUT = 1_000_000;
/** Rounds kept in the "last rounds" strip. */
export const CRASH_HISTORY_SIZE = 30;

/** The multiplier shown `elapsedMs` after the start, in hundredths rounded down. */
export function crashMultiplierAt(elapsedMs: number, growth = CRASH_GROWTH_PER_MS): number {
  if (!(elapsedMs > 0)) return 1;
  return Math.floor(100 * Math.exp(growth * elapsedMs)) / 100;
}

/** Milliseconds after the start when the curve reaches `multiplier` (the bust time of a point). */
export function crashElapsedFor(multiplier: number, growth = CRASH_GROWTH_PER_MS): number {
  return multiplier <= 1 ? 0 : Math.log(multiplier) / growth;
}

export const CRASH_MESSAGES = {
  bettingClosed: 'Betting is closed for this round. Wait for the next one.',
  alreadyBet: 'You already have a bet in this round.',
  noBet: 'You have no bet in the running round.',
  notRunning: 'The round has not started yet.',
  tooLate: (point: string) => `Too late: the round crashed at ${point}×. Your bet lost.`,
  alreadyCashedOut: 'You already cashed out of this round.',
  noRound: 'The crash game is starting. Try again in a moment.',
  roundNotFound: 'Round not found.',
  maxProfitTooLow: 'This stake exceeds the maximum profit even at 1.01×.',
} as const;

/** POST /api/games/crash/bet: during the countdown, once per round. */
export const crashBetRequestSchema = z.object({
  amount: betAmountSchema,
  autoCashout: z
    .number()
    .min(CRASH_MIN_AUTO_CASHOUT)
    .max(CRASH_MAX_AUTO_CASHOUT)
    .refine(hasTwoDecimals, { message: 'Enter a cash-out with at most 2 decimals.' })
    .optional(),
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

/** One player's bet in a round, as the players table shows it. */
export const crashPlayerSchema = z.object({
  bet_id: z.string(),
  round_id: z.number().int(),
  /** Null when the player hides their name from public feeds (shown as "Hidden"). */
  username: z.string().nullable(),
  amount: z.string(),
  /** The requested auto cash-out, if any. */
  auto_cashout: z.number().nullable(),
  /** The multiplier the bet was paid at (null while in play or after a loss). */
  cashout: z.number().nullable(),
  payout: z.string().nullable(),
  profit: z.string().nullable(),
  status: z.enum(['active', 'cashed', 'lost']),
});
export type CrashPlayer = z.infer<typeof crashPlayerSchema>;

/** The public state of a round: the point and the hash only once it has crashed. */
export const crashRoundSchema = z.object({
  id: z.number().int(),
  phase: z.enum(CRASH_PHASES),
  betting_ends_at: z.string(),
  started_at: z.string().nullable(),
  crashed_at: z.string().nullable(),
  crash_point: z.number().nullable(),
  hash: z.string().nullable(),
  /** The curve's growth per ms, for the clients' interpolation. */
  growth: z.number(),
  /** Server clock (epoch ms) when this was sent, for the clients' clock offset. */
  server_time: z.number(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

export const crashHistoryItemSchema = z.object({
  id: z.number().int(),
  crash_point: z.number(),
  hash: z.string(),
  crashed_at: z.string(),
});
export type CrashHistoryItem = z.infer<typeof crashHistoryItemSchema>;

/** The pre-committed chain: its terminating hash is published before the first round. */
export const crashChainSchema = z.object({
  id: z.number().int(),
  terminating_hash: z.string(),
  salt: z.string(),
  length: z.number().int(),
  rounds_played: z.number().int(),
  created_at: z.string(),
});
export type CrashChain = z.infer<typeof crashChainSchema>;

/** GET /api/games/crash/state: everything the page needs on load; events keep it current. */
export const crashStateResponseSchema = z.object({
  round: crashRoundSchema.nullable(),
  players: z.array(crashPlayerSchema),
  history: z.array(crashHistoryItemSchema),
  chain: crashChainSchema.nullable(),
  /** The caller's bet in the current round (logged in only). */
  my_bet: crashPlayerSchema.nullable(),
});
export type CrashStateResponse = z.infer<typeof crashStateResponseSchema>;

/** GET /api/games/crash/rounds/:id: a finished round with what its verification needs. */
export const crashRoundDetailSchema = z.object({
  id: z.number().int(),
  crash_point: z.number(),
  hash: z.string(),
  /** The hash of the round before (or the chain's terminating hash for the first round). */
  previous_hash: z.string(),
  salt: z.string(),
  chain_id: z.number().int(),
  crashed_at: z.string(),
  players: z.array(crashPlayerSchema),
});
export type CrashRoundDetail = z.infer<typeof crashRoundDetailSchema>;
/** Round ids are PostgreSQL integers: a larger one is a 400, not a database error (issue 15.5). */
export const crashRoundParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const crashBetResponseSchema = z.object({
  bet: crashPlayerSchema,
  balance: balancesSchema,
});
export type CrashBetResponse = z.infer<typeof crashBetResponseSchema>;

/** Socket events on /games (server → client). */
export const crashTickSchema = z.object({
  round_id: z.number().int(),
  multiplier: z.number(),
  elapsed_ms: z.number(),
  server_time: z.number(),
});
export type CrashTick = z.infer<typeof crashTickSchema>;

export const crashPlayersPayloadSchema = z.object({
  round_id: z.number().int(),
  players: z.array(crashPlayerSchema),
});
export type CrashPlayersPayload = z.infer<typeof crashPlayersPayloadSchema>;

export interface CrashServerToClient {
  /** A phase change: a new round (waiting), the start (running), the bust (crashed). */
  'crash:round': (payload: CrashRound) => void;
  /** About every 100 ms while running. */
  'crash:tick': (payload: CrashTick) => void;
  /**
   * Players who joined the round or cashed out, coalesced about every 100 ms; at the bust the
   * bets still in play lose without an event each (the crashed round says so).
   */
  'crash:players': (payload: CrashPlayersPayload) => void;
}
