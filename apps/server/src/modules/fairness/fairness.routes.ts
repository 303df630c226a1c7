import {
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  seedHistoryResponseSchema,
  seedPairSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import { activeGameNames } from '#app/modules/bets/active-games';
import { getSeedHistory, getSeeds, rotateSeeds } from './fairness.service';

export const fairnessRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/fairness/seeds',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['fairness'],
        summary: 'Your active seed pair (created on first use) and next nonce',
        response: { 200: seedPairSchema },
      },
    },
    async (request) => getSeeds({ db, userId: authOf(request).userId }),
  );

  app.post(
    '/api/fairness/seeds/rotate',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['fairness'],
        summary: 'Reveal the active pair and start the next one with a new client seed',
        body: rotateSeedRequestSchema,
        response: { 200: rotateSeedResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).userId;
      return rotateSeeds({
        db,
        userId,
        clientSeed: request.body.clientSeed,
        activeGames: (trx) => activeGameNames({ db: trx, userId }),
      });
    },
  );

  app.get(
    '/api/fairness/history',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['fairness'],
        summary: 'Your revealed seed pairs with their nonce ranges, newest first',
        response: { 200: seedHistoryResponseSchema },
      },
    },
    async (request) => getSeedHistory({ db, userId: authOf(request).userId }),
  );
};
