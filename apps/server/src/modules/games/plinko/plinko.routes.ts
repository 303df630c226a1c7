import { betResponseSchema, plinkoBetRequestSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '#app/modules/auth/authenticate';
import { answerBet, betRouteSchema } from '../game-answers';
import { idempotencyKeyOf, type GameRouteOptions } from '../game-context';
import { playPlinko } from './plinko.service';

/** POST /api/games/plinko/bet (issue 5). */
export const plinkoRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit } = options;
  const response = { 200: betResponseSchema };

  app.post(
    '/api/games/plinko/bet',
    {
      preHandler: app.requireUser,
      schema: { response, ...betRouteSchema('Drop a plinko ball'), body: plinkoBetRequestSchema },
    },
    async (request) => {
      const settled = await playPlinko({
        db,
        userId: authOf(request).userId,
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers),
        maxProfit,
      });
      return answerBet(options.realtime(), settled);
    },
  );
};
