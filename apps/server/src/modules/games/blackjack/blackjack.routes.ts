import {
  blackjackActionRequestSchema,
  blackjackActiveResponseSchema,
  blackjackStartRequestSchema,
  blackjackStateResponseSchema,
  type BlackjackStateResponse,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '#app/modules/auth/authenticate';
import { publishEffects } from '#app/modules/bets/bet-pipeline';
import type { Realtime } from '#app/realtime/realtime';
import { betRouteSchema } from '../game-answers';
import { idempotencyKeyOf, type GameRouteOptions } from '../game-context';
import {
  playBlackjackAction,
  resumeBlackjack,
  startBlackjack,
  type BlackjackStep,
} from './blackjack.service';

/** After commit: each step's balance/wagering/level events; the last carries the settled bet. */
function answer(realtime: Realtime, step: BlackjackStep): BlackjackStateResponse {
  step.effects.forEach((effects, index) => {
    const isLast = index === step.effects.length - 1;
    publishEffects(realtime, effects, isLast ? (step.bet ?? undefined) : undefined);
  });
  return { game: step.game, bet: step.bet, balance: step.balance };
}

/** Blackjack (issue 6): start a hand, act on it, and the running hand. */
export const blackjackRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit, playEvents } = options;
  const response = { 200: blackjackStateResponseSchema };

  app.post(
    '/api/games/blackjack/start',
    {
      preValidation: app.requireUser,
      schema: {
        response,
        ...betRouteSchema('Deal a Blackjack hand (the stake leaves now)'),
        body: blackjackStartRequestSchema,
      },
    },
    async (request) => {
      const step = await startBlackjack({
        db,
        userId: authOf(request).userId,
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers),
        maxProfit,
        playEvents,
      });
      return answer(options.realtime(), step);
    },
  );

  app.post(
    '/api/games/blackjack/action',
    {
      preValidation: app.requireUser,
      schema: {
        response,
        ...betRouteSchema(
          'Play your Blackjack hand: hit, stand, double, split, insurance or noInsurance',
        ),
        body: blackjackActionRequestSchema,
      },
    },
    async (request) => {
      const step = await playBlackjackAction({
        db,
        userId: authOf(request).userId,
        action: request.body.action,
        maxProfit,
        playEvents,
      });
      return answer(options.realtime(), step);
    },
  );

  app.get(
    '/api/games/blackjack/active',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['games'],
        summary: 'Your running Blackjack hand, if any (survives reloads and restarts)',
        response: { 200: blackjackActiveResponseSchema },
      },
    },
    async (request) => {
      const step = await resumeBlackjack({ db, userId: authOf(request).userId });
      answer(options.realtime(), step);
      return { game: step.game };
    },
  );
};
