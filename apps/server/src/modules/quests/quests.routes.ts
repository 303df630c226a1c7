import { goldHistoryQuerySchema, questIdParamsSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import { goldHistory } from './gold-history.service';
import { claimQuest, goldOf, listQuests } from './quests.service';
import type { QuestsDeps } from './quests.deps';

export interface QuestsRouteOptions {
  db: DB;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
  now: () => Date;
}

/**
 * Quests and Gold (issue 17 item 1; packages/shared/src/api/quests.ts). Every route needs a
 * player's access token and answers only that player's own progress, claims and Gold.
 */
export const questsRoutes: FastifyPluginAsyncZod<QuestsRouteOptions> = async (app, options) => {
  const deps = (): QuestsDeps => ({
    db: options.db,
    realtime: options.realtime(),
    now: options.now,
  });
  const mine = { preValidation: app.requireUser };
  const tags = ['quests'];

  app.get(
    '/api/quests',
    { ...mine, schema: { tags, summary: 'Open quests, your progress' } },
    (r) => listQuests(deps(), authOf(r).userId),
  );
  app.post(
    '/api/quests/:id/claim',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Claim a quest: completed (Gold paid), incomplete (status false) or 409',
        params: questIdParamsSchema,
      },
    },
    (r) => claimQuest(deps(), authOf(r).userId, r.params.id),
  );
  app.get(
    '/api/quests/gold',
    { ...mine, schema: { tags, summary: 'Your Gold balance and multiplier' } },
    (r) => goldOf(deps(), authOf(r).userId),
  );
  app.get(
    '/api/quests/gold/history',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Your Gold credits, newest first',
        querystring: goldHistoryQuerySchema,
      },
    },
    (r) => goldHistory(deps(), authOf(r).userId, r.query),
  );
};
