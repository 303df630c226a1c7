import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#app/errors/app-error';

/** The refusal's text (ADR 052): a browser sent a state-changing request from another site. */
export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser sent this request from a page of another origin. Browsers say so in
 * `Sec-Fetch-Site` (Fetch Metadata: Chromium 76+, Firefox 90+, Safari 16.4+); older ones only
 * in `Origin`, compared with the origin the request was addressed to. A request with neither
 * header is not a browser's cross-site request (server-to-server calls, the provider wallet,
 * curl): it passes, and carries no cookie a victim's browser would add.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Through URL on both sides, so that a default port (":443", ":80") compares equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true; // `Origin: null` (sandboxed frames, data: pages) and garbage
  }
}

/**
 * CSRF defence (issue 25 item 4, ADR 052): no state-changing /api request from another site.
 * The refresh cookie (SameSite=Strict, path /api/auth) is the only credential a browser adds by
 * itself, and it is what a cross-site form or fetch would ride on: /api/auth/refresh rotates it,
 * sign-in and the messenger link set it (login CSRF). Everything else is authorised by a Bearer
 * token that only our own script sends; refusing cross-site writes on the whole API costs
 * nothing and covers the routes the cookie will reach tomorrow too.
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSite(request)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  });
}
