import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './instruments';

/** Status classes, indexed by the status code's hundreds. */
const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * Times every answered request into `tengu_http_request_duration_seconds` by method, route
 * pattern (`/api/games/:game/bet`, never the URL a client sent: ids and scanners' paths would
 * make the label set unbounded) and status class. Requests no route matched share one label.
 * One histogram observation per request, in the hook that runs after the answer was sent.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100)] ?? 'other';
    httpRequestDuration.observe(
      { method: request.method, route, status_class: statusClass },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
