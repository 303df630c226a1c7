import { LOOTBOX_MESSAGES, lootboxOpenRequestSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { authOf } from '#app/modules/auth/authenticate';
import type { LootboxDeps } from './lootbox.deps';
import { listOpens, openLootbox } from './lootbox.service';

export interface LootboxRouteOptions {
  db: DB;
  now: () => Date;
  /** After a Gold prize committed: the player's live Gold figure (app.ts composes it). */
  onGoldCredited: (userId: string) => Promise<void>;
}

/**
 * The lootbox (issue 17 item 2; spec document 2 section 7, "Lootbox promo use"). A body that
 * does not parse is refused like any other unusable code: with the spec's one text.
 */
export const lootboxRoutes: FastifyPluginAsyncZod<LootboxRouteOptions> = async (app, options) => {
  const deps: LootboxDeps = {
    db: options.db,
    now: options.now,
    onGoldCredited: options.onGoldCredited,
  };
  const tags = ['lootbox'];

  app.post(
    '/api/lootbox/open',
    {
      preValidation: app.requireUser,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Open the lootbox of a promo code (once per code and player)',
        description: `Any refusal answers 400 "${LOOTBOX_MESSAGES.failed}" and changes nothing.`,
        body: lootboxOpenRequestSchema,
      },
    },
    async (request) => {
      if (request.validationError) throw new AppError('BAD_REQUEST', LOOTBOX_MESSAGES.failed);
      return openLootbox(deps, { userId: authOf(request).userId, code: request.body.code });
    },
  );

  app.get(
    '/api/lootbox/opens',
    {
      preValidation: app.requireUser,
      schema: { tags, summary: 'Your opened lootboxes, newest first, with their fairness data' },
    },
    async (request) => listOpens(deps, authOf(request).userId),
  );
};
