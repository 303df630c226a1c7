import { raffleBuySchema, rafflePrizeList, raffleWeekParamsSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import type { PublicValueSource } from './public-value';
import { getDrawDetail, getOverview } from './raffle-read.service';
import { buyTickets, getMyTickets } from './tickets.service';
import type { RaffleDeps } from './raffle.deps';

export interface RaffleRouteOptions {
  db: DB;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
  now: () => Date;
  publicValue: PublicValueSource;
}

/**
 * The Weekly Raffle (issue 17 items 6 and 7). The overview, the prizes and drawn weeks are
 * public (anyone can verify a draw); tickets are the signed-in player's own.
 */
export const raffleRoutes: FastifyPluginAsyncZod<RaffleRouteOptions> = async (app, options) => {
  const deps = (): RaffleDeps => ({
    db: options.db,
    realtime: options.realtime(),
    now: options.now,
    publicValue: options.publicValue,
  });
  const tags = ['raffle'];

  app.get(
    '/api/raffle',
    { schema: { tags, summary: 'The running week, prize pool, last draw' } },
    () => getOverview(deps()),
  );
  app.get('/api/raffle/prizes', { schema: { tags, summary: 'The 100 prizes by place' } }, () => ({
    prizes: rafflePrizeList(),
  }));
  app.get(
    '/api/raffle/draws/:week',
    {
      schema: {
        tags,
        summary: 'A drawn week: seed, public value, winners and the ticket table',
        params: raffleWeekParamsSchema,
      },
    },
    (request) => getDrawDetail(deps(), request.params.week),
  );
  app.get(
    '/api/raffle/tickets',
    { preValidation: app.requireUser, schema: { tags, summary: 'Your tickets this week' } },
    (request) => getMyTickets(deps(), authOf(request).userId),
  );
  app.post(
    '/api/raffle/tickets',
    {
      preValidation: app.requireUser,
      schema: { tags, summary: 'Buy tickets of this week with Gold', body: raffleBuySchema },
    },
    (request) => buyTickets(deps(), authOf(request).userId, request.body.count),
  );
};
