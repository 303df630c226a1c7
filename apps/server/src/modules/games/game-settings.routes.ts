import {
  ORIGINAL_BET_GAMES,
  originalGamesResponseSchema,
  unitsToDecimal,
  type OriginalGamesResponse,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameRouteOptions } from './game-context';
import { currentGameSettings, limitsOf } from './game-settings';

/**
 * GET /api/games/originals (ADR 044): whether each in-house game takes bets now and its limits,
 * for the lobby and the game pages (a closed game shows "temporarily unavailable").
 */
export const gameSettingsRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit } = options;
  app.get(
    '/api/games/originals',
    {
      schema: {
        tags: ['games'],
        summary: "The in-house games: open or closed, and each one's bet limits",
        response: { 200: originalGamesResponseSchema },
      },
    },
    async (): Promise<OriginalGamesResponse> => {
      const all = await currentGameSettings(db);
      return {
        games: ORIGINAL_BET_GAMES.map((game) => {
          const limits = limitsOf(all[game], maxProfit);
          return {
            game,
            enabled: limits.enabled,
            minBet: unitsToDecimal(limits.minBet),
            maxBet: limits.maxBet === null ? null : unitsToDecimal(limits.maxBet),
            maxProfit: unitsToDecimal(limits.maxProfit),
          };
        }),
      };
    },
  );
};
