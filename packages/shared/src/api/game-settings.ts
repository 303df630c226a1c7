import { z } from 'zod';
import type { BetGame } from './bets';

/**
 * Per-original game settings (issue 22 "Games"; docs/decisions/044-game-settings.md): whether
 * each in-house game takes new bets, its minimum and maximum stake and its maximum profit per
 * bet. Stored as one operator setting (`operator_settings.games`) in 10⁻⁸ USD units as strings
 * of digits; the API shows decimal dollar strings.
 */

/** The twelve in-house games (originals), in the lobby's order. */
export const ORIGINAL_BET_GAMES = [
  'plinko',
  'limbo',
  'dice',
  'mines',
  'roulette',
  'keno',
  'blackjack',
  'cases',
  'coinflip',
  'crash',
  'towers',
  'dojo-dash',
] as const satisfies readonly BetGame[];
export type OriginalBetGame = (typeof ORIGINAL_BET_GAMES)[number];
export const originalBetGameSchema = z.enum(ORIGINAL_BET_GAMES);

export function isOriginalBetGame(game: string): game is OriginalBetGame {
  return (ORIGINAL_BET_GAMES as readonly string[]).includes(game);
}

/** What a refused bet says (the game's display name, amounts in dollars). */
export const GAME_SETTINGS_MESSAGES = {
  disabled: (game: string) => `${game} is temporarily unavailable. Please try again later.`,
  betTooLow: (game: string, min: string) => `The minimum bet in ${game} is $${min}.`,
  betTooHigh: (game: string, max: string) => `The maximum bet in ${game} is $${max}.`,
  maxBetBelowMin: 'The maximum bet must not be below the minimum bet.',
  notFound: 'Unknown game.',
} as const;

const units = z.string().regex(/^\d{1,20}$/);

/** One game's stored settings (units of 10⁻⁸ USD; null = no limit / the global default). */
export const storedGameSettingSchema = z.object({
  enabled: z.boolean(),
  minBet: units,
  /** No maximum stake when null (today's behaviour). */
  maxBet: units.nullable(),
  /** MAX_PROFIT_PER_BET of the server's configuration when null. */
  maxProfit: units.nullable(),
});
export type StoredGameSetting = z.infer<typeof storedGameSettingSchema>;

/** Today's behaviour: every game open, any stake from 0, the configured max profit. */
export const DEFAULT_GAME_SETTING: StoredGameSetting = {
  enabled: true,
  minBet: '0',
  maxBet: null,
  maxProfit: null,
};

export const storedGameSettingsSchema = z.object(
  Object.fromEntries(ORIGINAL_BET_GAMES.map((game) => [game, storedGameSettingSchema])) as Record<
    OriginalBetGame,
    typeof storedGameSettingSchema
  >,
);
export type StoredGameSettings = z.infer<typeof storedGameSettingsSchema>;

export const DEFAULT_GAME_SETTINGS: StoredGameSettings = Object.fromEntries(
  ORIGINAL_BET_GAMES.map((game) => [game, DEFAULT_GAME_SETTING]),
) as StoredGameSettings;

/** One game as players' pages see it (GET /api/games/originals). Dollars as decimal strings. */
export const originalGameStatusSchema = z.object({
  game: originalBetGameSchema,
  enabled: z.boolean(),
  minBet: z.string(),
  maxBet: z.string().nullable(),
  maxProfit: z.string(),
});
export type OriginalGameStatus = z.infer<typeof originalGameStatusSchema>;
export const originalGamesResponseSchema = z.object({ games: z.array(originalGameStatusSchema) });
export type OriginalGamesResponse = z.infer<typeof originalGamesResponseSchema>;
