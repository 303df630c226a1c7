import { userProfileParamsSchema, userProfileResponseSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { getUserProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/users/:username/profile',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "A player's public profile: level, totals, favourite game, account age",
        params: userProfileParamsSchema,
        response: { 200: userProfileResponseSchema },
      },
    },
    async (request) => getUserProfile({ db, username: request.params.username }),
  );
};
