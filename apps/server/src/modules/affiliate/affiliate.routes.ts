import { affiliateClickSchema, createAffiliateCodeSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import {
  createCode,
  getDaily,
  getOverview,
  getReferred,
  recordClick,
  type AffiliateDeps,
} from './affiliate.service';

export interface AffiliateRouteOptions {
  db: DB;
  now: () => Date;
}

/**
 * The affiliate programme (issue 18 item 5). `POST /clicks` is public (a visitor's first visit
 * with `?r=`); everything else is the signed-in affiliate's own data.
 */
export const affiliateRoutes: FastifyPluginAsyncZod<AffiliateRouteOptions> = async (
  app,
  options,
) => {
  const deps: AffiliateDeps = { db: options.db, now: options.now };
  const tags = ['affiliate'];
  const mine = { preValidation: app.requireUser };

  app.post(
    '/api/affiliate/clicks',
    {
      schema: {
        tags,
        summary: 'Count a visit with ?r=CODE once per visitor (public, rate-limited)',
        body: affiliateClickSchema,
      },
    },
    async (request) => recordClick(deps, { ...request.body, ip: request.ip }),
  );
  app.get(
    '/api/affiliate',
    {
      ...mine,
      schema: { tags, summary: 'Your codes with clicks and sign-ups, totals, commission' },
    },
    async (request) => getOverview(deps, authOf(request).userId),
  );
  app.post(
    '/api/affiliate/codes',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Create a campaign code (20 at most)',
        body: createAffiliateCodeSchema,
      },
    },
    async (request, reply) => {
      const code = await createCode(deps, authOf(request).userId, request.body);
      return reply.status(201).send(code);
    },
  );
  app.get(
    '/api/affiliate/referrals',
    { ...mine, schema: { tags, summary: 'Players you referred, newest first (200 at most)' } },
    async (request) => getReferred(deps, authOf(request).userId),
  );
  app.get(
    '/api/affiliate/daily',
    { ...mine, schema: { tags, summary: 'Clicks, sign-ups and referred wagering, last 30 days' } },
    async (request) => getDaily(deps, authOf(request).userId),
  );
};
