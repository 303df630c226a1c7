import { providerLaunchRequestSchema, providerLaunchResponseSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { ProviderConfig } from './provider-config';
import { launchProviderGame } from './provider-sessions.service';

export interface ProviderGamesRouteOptions {
  db: DB;
  providers: readonly ProviderConfig[];
  now: () => Date;
}

/** Launching a provider game (issue 20): a session token bound to player, game and currency. */
export const providerGamesRoutes: FastifyPluginAsyncZod<ProviderGamesRouteOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/provider-games/launch',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['provider-games'],
        summary: "Open a provider's game: its URL with a session token",
        body: providerLaunchRequestSchema,
        response: { 200: providerLaunchResponseSchema },
      },
    },
    async (request) =>
      launchProviderGame({
        db: options.db,
        providers: options.providers,
        userId: authOf(request).userId,
        request: request.body,
        now: options.now,
      }),
  );
};
