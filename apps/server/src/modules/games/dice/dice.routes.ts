import { betResponseSchema, diceBetRequestSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '#app/modules/auth/authenticate';
import { answerBet, betRouteSchema } from '../game-answers';
import { idempotencyKeyOf, type GameRouteOptions } from '../game-context';
import { playDice } from './dice.service';

/** POST /api/games/dice/bet (issue 5). */
export const diceRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit } = options;
  const response = { 200: betResponseSchema };

  app.post(
    '/api/games/dice/bet',
    {
      preHandler: app.requireUser,
      schema: {
        response,
        ...betRouteSchema('Roll the dice over or under a target'),
        body: diceBetRequestSchema,
      },
    },
    async (request) => {
      const settled = await playDice({
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
