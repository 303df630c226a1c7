import { z } from 'zod';
import { decimalToUnits, isDecimalAmount, MONEY_MESSAGES } from '../money';
import type { StaffRole } from './console';
import { GAME_SETTINGS_MESSAGES, originalBetGameSchema } from './game-settings';

/**
 * The console's Games section (issue 22: "per original — enabled, house edge where configurable,
 * min/max bet, max profit; crash chain status"; docs/decisions/044-game-settings.md). Amounts are
 * decimal strings of dollars.
 */

export const GAMES_ROLES = {
  /** Reading the settings and the crash chain: admin and the traders who watch the books. */
  read: ['admin', 'trader'],
  /** Changing money limits or closing a game: admin only. */
  write: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const consoleGameSchema = z.object({
  game: originalBetGameSchema,
  name: z.string(),
  enabled: z.boolean(),
  /** Fixed by the game's provably fair rules (read-only), in basis points (1 % = 100). */
  houseEdgeBps: z.number().int(),
  minBet: z.string(),
  /** Null: no maximum stake. */
  maxBet: z.string().nullable(),
  /** The effective maximum profit per bet. */
  maxProfit: z.string(),
  /** True while the game uses the server's MAX_PROFIT_PER_BET (no value of its own). */
  maxProfitIsDefault: z.boolean(),
  /** Today (UTC) so far: bets settled and GGR (stakes − payouts), dollars. */
  today: z.object({ bets: z.number().int(), ggr: z.string() }),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const consoleGamesResponseSchema = z.object({
  games: z.array(consoleGameSchema),
  /** MAX_PROFIT_PER_BET: what a game without its own maximum profit uses. */
  defaultMaxProfit: z.string(),
});
export type ConsoleGamesResponse = z.infer<typeof consoleGamesResponseSchema>;

export const gameParamsSchema = z.object({ game: originalBetGameSchema });

const dollars = z
  .string()
  .trim()
  .max(40)
  .refine(isDecimalAmount, { message: MONEY_MESSAGES.invalidAmount });

/** PUT /api/admin/games/:game — the whole row; null maxBet = none, null maxProfit = default. */
export const gameSettingsRequestSchema = z
  .object({
    enabled: z.boolean(),
    minBet: dollars,
    maxBet: dollars.nullable(),
    maxProfit: dollars.nullable(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine(
    (r) =>
      r.maxBet === null ||
      !isDecimalAmount(r.maxBet) ||
      !isDecimalAmount(r.minBet) ||
      decimalToUnits(r.maxBet) >= decimalToUnits(r.minBet),
    { message: GAME_SETTINGS_MESSAGES.maxBetBelowMin, path: ['maxBet'] },
  );
export type GameSettingsRequest = z.infer<typeof gameSettingsRequestSchema>;

export const CRASH_ROUND_PHASES = ['waiting', 'running', 'crashed'] as const;

/** GET /api/admin/games/crash-chain. */
export const crashChainStatusSchema = z.object({
  chain: z
    .object({
      id: z.number().int(),
      length: z.number().int(),
      roundsUsed: z.number().int(),
      remaining: z.number().int(),
      /** The commitment players see before the chain's first round. */
      terminatingHash: z.string(),
      salt: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  round: z
    .object({
      id: z.number().int(),
      chainRound: z.number().int(),
      phase: z.enum(CRASH_ROUND_PHASES),
      /** Known to players once the round crashed only. */
      crashPoint: z.number().nullable(),
      bets: z.number().int(),
      createdAt: z.string(),
      startedAt: z.string().nullable(),
      crashedAt: z.string().nullable(),
    })
    .nullable(),
  /** The database session holding the crash leader lock (null: no replica leads now). */
  leader: z
    .object({
      pid: z.number().int(),
      clientAddress: z.string().nullable(),
      applicationName: z.string(),
      since: z.string().nullable(),
    })
    .nullable(),
});
export type CrashChainStatus = z.infer<typeof crashChainStatusSchema>;
