import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#app/errors/app-error';
import type { AppMetrics } from './app-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` on the main port (docs/decisions/053-metrics.md). Served only to a scraper that
 * sends `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the route answers 404 like
 * any unknown path, so a default install exposes nothing (the internal METRICS_PORT is the other
 * way to serve it). It is registered either way: the web app's history fallback would otherwise
 * answer /metrics with the home page.
 */
export const metricsRoutes: FastifyPluginAsync<{
  metrics: AppMetrics;
  token: string | undefined;
}> = async (app, { metrics, token }) => {
  const expected = token === undefined ? undefined : digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw new AppError('NOT_FOUND', 'No route GET /metrics.');
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Compared as digests: constant time, whatever the lengths.
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.');
    }
    const { contentType, body } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};
