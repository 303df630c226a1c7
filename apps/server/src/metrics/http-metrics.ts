import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './instruments';

/**
 * Times every answered request into `tengu_http_request_duration_seconds` by method, route
 * pattern (`/api/games/:game/bet`, never the URL a client sent: ids and scanners' paths would
 * make the label set unbounded) and status class. Requests no route matched share one label.
 * One observation per request, in the hook that runs after the answer was sent.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
