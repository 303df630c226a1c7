import {
  GAMES_ROLES,
  consoleActionResponseSchema,
  consoleGamesResponseSchema,
  crashChainStatusSchema,
  gameParamsSchema,
  gameSettingsRequestSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { staffOf } from './console-access';
import { crashChainStatus, listGames, updateGame } from './games-settings.service';

const tags = ['admin'];

/**
 * The console's Games section (issue 22, ADR 044). Reading: admin and trader; changing a game's
 * limits or closing it: admin only (money limits). Registered inside the console plugin.
 */
export function registerGamesSettingsRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: { db: DB; now: () => Date; defaultMaxProfit: bigint },
): void {
  const { db, now, defaultMaxProfit } = options;

  app.get(
    '/api/admin/games',
    {
      config: { staffRoles: GAMES_ROLES.read },
      schema: {
        tags,
        summary: "Each original's settings, house edge and today's bets and GGR",
        response: { 200: consoleGamesResponseSchema },
      },
    },
    async () => listGames({ db, now, defaultMaxProfit }),
  );

  app.get(
    '/api/admin/games/crash-chain',
    {
      config: { staffRoles: GAMES_ROLES.read },
      schema: {
        tags,
        summary: "The crash chain's use, commitment, current round and leader session",
        response: { 200: crashChainStatusSchema },
      },
    },
    async () => crashChainStatus(db),
  );

  app.put(
    '/api/admin/games/:game',
    {
      config: { staffRoles: GAMES_ROLES.write },
      schema: {
        tags,
        summary: 'Open or close an original and set its min/max bet and max profit',
        params: gameParamsSchema,
        body: gameSettingsRequestSchema,
        response: { 200: consoleActionResponseSchema },
      },
    },
    async (request) =>
      updateGame({
        db,
        actor: staffOf(request),
        game: request.params.game,
        request: request.body,
      }),
  );
}
