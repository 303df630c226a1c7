import {
  minesActiveResponseSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  minesStateResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '#app/modules/auth/authenticate';
import { answerMines, betRouteSchema } from '../game-answers';
import { idempotencyKeyOf, type GameRouteOptions } from '../game-context';
import { cashOutMines, getActiveMines, revealMinesTile, startMines } from './mines.service';

/** Mines (issue 5): start, reveal, cash out, and the running game. */
export const minesRoutes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
  const { db, maxProfit } = options;
  const response = { 200: minesStateResponseSchema };

  app.post(
    '/api/games/mines/start',
    {
      preHandler: app.requireUser,
      schema: {
        response,
        ...betRouteSchema('Start a Mines game (the stake leaves now)'),
        body: minesStartRequestSchema,
      },
    },
    async (request) => {
      const step = await startMines({
        db,
        userId: authOf(request).userId,
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers),
        maxProfit,
      });
      return answerMines(options.realtime(), step);
    },
  );

  app.post(
    '/api/games/mines/reveal',
    {
      preHandler: app.requireUser,
      schema: {
        response,
        ...betRouteSchema('Reveal a tile of your Mines game'),
        body: minesRevealRequestSchema,
      },
    },
    async (request) => {
      const step = await revealMinesTile({
        db,
        userId: authOf(request).userId,
        tile: request.body.tile,
        maxProfit,
      });
      return answerMines(options.realtime(), step);
    },
  );

  app.post(
    '/api/games/mines/cashout',
    {
      preHandler: app.requireUser,
      schema: { response, ...betRouteSchema('Cash out your Mines game') },
    },
    async (request) => {
      const step = await cashOutMines({ db, userId: authOf(request).userId });
      return answerMines(options.realtime(), step);
    },
  );

  app.get(
    '/api/games/mines/active',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['games'],
        summary: 'Your running Mines game, if any (survives reloads and restarts)',
        response: { 200: minesActiveResponseSchema },
      },
    },
    async (request) => getActiveMines({ db, userId: authOf(request).userId }),
  );
};
