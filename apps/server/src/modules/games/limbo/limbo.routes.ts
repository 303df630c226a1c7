import { betResponseSchema, limboBetRequestSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '#app/modules/auth/authenticate';
import { answerBet, betRouteSchema } from '../game-answers';
import { idempotencyKeyOf, type GameRouteOptions } from '../game-context';
import { playLimbo } from './limbo.service';

/** POST /api/games/limbo/bet (issue 5). */
export const limboRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit } = options;
  const response = { 200: betResponseSchema };

  app.post(
    '/api/games/limbo/bet',
    {
      preHandler: app.requireUser,
      schema: {
        response,
        ...betRouteSchema('Play limbo to a target multiplier'),
        body: limboBetRequestSchema,
      },
    },
    async (request) => {
      const settled = await playLimbo({
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
