import { challengeParamsSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import {
  countOpenChallenges,
  getChallenge,
  listChallenges,
  type ChallengesDeps,
} from './challenges.service';

export interface ChallengesRouteOptions {
  db: DB;
  now: () => Date;
}

/**
 * Challenges (issue 17 item 5; spec document 2 section 7: "Challenge details", "Challenges
 * count | polled every 60 s"). Every route needs a player's access token (document 2 section 6:
 * the Challenges entry needs one). No claim route: a prize is paid when it is won (ADR 021).
 */
export const challengesRoutes: FastifyPluginAsyncZod<ChallengesRouteOptions> = async (
  app,
  options,
) => {
  const deps: ChallengesDeps = { db: options.db, now: options.now };
  const mine = { preValidation: app.requireUser };
  const tags = ['challenges'];

  app.get(
    '/api/challenges',
    { ...mine, schema: { tags, summary: 'Open and upcoming challenges, then the latest won' } },
    async (request) => listChallenges(deps, authOf(request).userId),
  );
  app.get(
    '/api/challenges/count',
    { ...mine, schema: { tags, summary: 'How many challenges can be won now (poll every 60 s)' } },
    async () => countOpenChallenges(deps),
  );
  app.get(
    '/api/challenges/:challengeId',
    {
      ...mine,
      schema: { tags, summary: 'One challenge by its challenge_id', params: challengeParamsSchema },
    },
    async (request) => getChallenge(deps, authOf(request).userId, request.params.challengeId),
  );
};
