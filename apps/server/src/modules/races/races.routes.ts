import { createRaceSchema, raceParticipantsParamsSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import { createRace, isEligible } from './create-race';
import { currentStandings, participantsOf, raceHistory } from './race-read.service';
import { raceView } from './race-view';
import type { RaceDeps } from './races.deps';

export interface RaceRouteOptions {
  db: DB;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
  now: () => Date;
}

/**
 * Affiliate races (issue 18 item 6; document 1 section 7): answers are `{ success, data }`.
 * Everything is the signed-in player's own: their race as affiliate, or their referrer's.
 */
export const racesRoutes: FastifyPluginAsyncZod<RaceRouteOptions> = async (app, options) => {
  const deps = (): RaceDeps => ({
    db: options.db,
    realtime: options.realtime(),
    now: options.now,
  });
  const tags = ['races'];
  const preValidation = app.requireUser;

  app.get(
    '/api/races/eligibility',
    { preValidation, schema: { tags, summary: 'Whether you may create a race' } },
    async (request) => ({
      success: true as const,
      data: await isEligible(deps(), authOf(request).userId),
    }),
  );
  app.post(
    '/api/races',
    { preValidation, schema: { tags, summary: 'Create a race', body: createRaceSchema } },
    async (request) => ({
      success: true as const,
      data: raceView(await createRace(deps(), authOf(request).userId, request.body)),
    }),
  );
  app.get(
    '/api/races/current',
    { preValidation, schema: { tags, summary: 'The running race and its standings' } },
    async (request) => ({
      success: true as const,
      data: await currentStandings(deps(), authOf(request).userId),
    }),
  );
  app.get(
    '/api/races/history',
    { preValidation, schema: { tags, summary: 'Ended races' } },
    async (request) => ({
      success: true as const,
      data: await raceHistory(deps(), authOf(request).userId),
    }),
  );
  app.get(
    '/api/races/:leaderboardId/participants',
    {
      preValidation,
      schema: { tags, summary: "A race's leaderboard", params: raceParticipantsParamsSchema },
    },
    async (request) => ({
      success: true as const,
      data: await participantsOf(deps(), request.params.leaderboardId, authOf(request).userId),
    }),
  );
};
