import { errorBodySchema, healthOkSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthOkSchema, 503: errorBodySchema },
      },
    },
    async () => {
      if (!(await pingDatabase(db, 2000))) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable.');
      }
      return { status: 'ok' as const };
    },
  );
};
