import { errorBodySchema, healthOkSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { pingDatabase } from './health.repository';

/** How long one database check answers every readiness probe (probes then cost one query a second). */
const READINESS_CACHE_MS = 1000;

/**
 * Liveness and readiness, as orchestrators probe them. Liveness (`/api/health`) says the process
 * serves HTTP: it touches nothing, so probing it often costs nothing and a slow database never
 * gets a live replica restarted. Readiness (`/api/health/ready`) checks the database, at most once
 * a second however many probes arrive; a replica whose database is down answers 503 and is taken
 * out of rotation. Both are exempt from the per-IP rate limit, which would otherwise mark a
 * healthy replica down when a load balancer probes it from one address.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the server answers HTTP (no database query)',
        response: { 200: healthOkSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  let lastCheck: { at: number; isUp: Promise<boolean> } | undefined;
  const isDatabaseUp = () => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at >= READINESS_CACHE_MS) {
      lastCheck = { at: now, isUp: pingDatabase(db, 2000) };
    }
    return lastCheck.isUp;
  };

  app.get(
    '/api/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers (checked at most once a second)',
        response: { 200: healthOkSchema, 503: errorBodySchema },
      },
    },
    async () => {
      if (!(await isDatabaseUp())) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable.');
      }
      return { status: 'ok' as const };
    },
  );
};
