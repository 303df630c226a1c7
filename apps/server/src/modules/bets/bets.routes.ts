import {
  betFairnessSchema,
  betIdParamsSchema,
  betListQuerySchema,
  betListResponseSchema,
  betRecordSchema,
  recentBetsQuerySchema,
  recentBetsResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import { getBet, getBetFairness, listOwnBets } from './bets.service';
import { createRecentBets } from './recent-bets.service';

export const betsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/bets',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bets'],
        summary: 'Your bets, newest first (cursor pagination)',
        querystring: betListQuerySchema,
        response: { 200: betListResponseSchema },
      },
    },
    async (request) =>
      listOwnBets({
        db,
        userId: authOf(request).userId,
        game: request.query.game,
        cursor: request.query.cursor,
      }),
  );

  const recentBets = createRecentBets({ db });
  app.get(
    '/api/bets/recent',
    {
      schema: {
        tags: ['bets'],
        summary:
          'The latest bets of all players (All Bets) or of $100 and more (High Rollers), newest first; names the players hide are null',
        querystring: recentBetsQuerySchema,
        response: { 200: recentBetsResponseSchema },
      },
    },
    async (request) => recentBets(request.query.tab),
  );

  app.get(
    '/api/bets/:id',
    {
      schema: {
        tags: ['bets'],
        summary: "Any bet's public view (for sharing)",
        params: betIdParamsSchema,
        response: { 200: betRecordSchema },
      },
    },
    async (request) => getBet({ db, betId: request.params.id }),
  );

  app.get(
    '/api/bets/:id/fairness',
    {
      schema: {
        tags: ['bets'],
        summary: "A bet's seeds and nonce; the verified outcome once the seed is revealed",
        params: betIdParamsSchema,
        response: { 200: betFairnessSchema },
      },
    },
    async (request) => getBetFairness({ db, betId: request.params.id }),
  );
};
