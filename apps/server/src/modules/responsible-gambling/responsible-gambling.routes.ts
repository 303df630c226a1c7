import {
  rgCoolOffBodySchema,
  rgRealityCheckBodySchema,
  rgSelfExclusionBodySchema,
  rgSessionQuerySchema,
  rgSessionStatsSchema,
  rgSetLimitBodySchema,
  rgStateSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import {
  getRgState,
  sessionStats,
  setRealityCheck,
  setRgLimit,
  startCoolOff,
  startSelfExclusion,
  type RgDeps,
} from './rg-state.service';

export interface ResponsibleGamblingRouteOptions {
  db: DB;
  now: () => Date;
}

/**
 * The player's own protections (issue 25 item 5; ADR 050). Every route needs the player's access
 * token and reads or changes only that player's settings: there is no id in any path.
 */
export const responsibleGamblingRoutes: FastifyPluginAsyncZod<
  ResponsibleGamblingRouteOptions
> = async (app, options) => {
  const deps: RgDeps = { db: options.db, now: options.now };
  const mine = { preValidation: app.requireUser };
  const tags = ['responsible-gambling'];
  const state = { 200: rgStateSchema };

  app.get(
    '/api/responsible-gambling',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Your limits (with what each period used), reality check and exclusion',
        response: state,
      },
    },
    (request) => getRgState(deps, authOf(request).userId),
  );
  app.put(
    '/api/responsible-gambling/limits',
    {
      ...mine,
      schema: {
        tags,
        summary:
          'Set or remove a deposit, loss or wager limit: lower or first at once, higher or removed after 24 h',
        body: rgSetLimitBodySchema,
        response: state,
      },
    },
    (request) => setRgLimit(deps, { userId: authOf(request).userId, ...request.body }),
  );
  app.put(
    '/api/responsible-gambling/reality-check',
    {
      ...mine,
      schema: {
        tags,
        summary: 'The reality-check reminder every 15, 30, 60 or 120 minutes (0: off)',
        body: rgRealityCheckBodySchema,
        response: state,
      },
    },
    (request) =>
      setRealityCheck(deps, { userId: authOf(request).userId, minutes: request.body.minutes }),
  );
  app.post(
    '/api/responsible-gambling/cool-off',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Take a break (24 h, 1 week, 1 month, 6 weeks): no play, deposits or promotions',
        body: rgCoolOffBodySchema,
        response: state,
      },
    },
    (request) =>
      startCoolOff(deps, { userId: authOf(request).userId, duration: request.body.duration }),
  );
  app.post(
    '/api/responsible-gambling/self-exclusion',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Self-exclude (6 months, 1 year, permanent): cannot be undone before its end',
        body: rgSelfExclusionBodySchema,
        response: state,
      },
    },
    (request) =>
      startSelfExclusion(deps, {
        userId: authOf(request).userId,
        duration: request.body.duration,
      }),
  );
  app.get(
    '/api/responsible-gambling/session',
    {
      ...mine,
      schema: {
        tags,
        summary: 'The reality check: time played since the session (or `since`) began, net result',
        querystring: rgSessionQuerySchema,
        response: { 200: rgSessionStatsSchema },
      },
    },
    (request) => {
      const auth = authOf(request);
      const since = request.query.since ? new Date(request.query.since) : null;
      return sessionStats(deps, { userId: auth.userId, sessionId: auth.sessionId, since });
    },
  );
};
