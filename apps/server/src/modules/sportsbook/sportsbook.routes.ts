import { sbEventsQuerySchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { getEvent, getSportsOverview, listEvents } from './events.service';

export interface SportsbookRouteOptions {
  db: DB;
  /** SPORTS_INPLAY_DELAY_MS, told to the slip (GET /api/sports). */
  inPlayDelayMs: number;
}

/**
 * The sportsbook's public reads (issue 21; ADR 038): sports with counts, live and upcoming
 * events, one event with every market. Visitors may read them; bets are sb-bets' routes.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod<SportsbookRouteOptions> = async (
  app,
  { db, inPlayDelayMs },
) => {
  const tags = ['sportsbook'];

  app.get(
    '/api/sports',
    {
      schema: {
        tags,
        summary: 'The sports with their competitions and their live and upcoming event counts',
      },
    },
    async () => ({ inPlayDelayMs, ...(await getSportsOverview(db)) }),
  );

  app.get(
    '/api/sports/events',
    {
      schema: {
        tags,
        summary:
          'Live and upcoming events (live first, then by start) with their main market; ended and cancelled ones are left out',
        querystring: sbEventsQuerySchema,
      },
    },
    async (request) => listEvents(db, request.query),
  );

  app.get(
    '/api/sports/events/:id',
    {
      schema: {
        tags,
        summary: 'One event with every market (ended events stay readable)',
        params: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request) => getEvent(db, request.params.id),
  );
};
