import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '#app/config';

/**
 * Security headers with a strict CSP (issue 25 item 4, ADR 052): scripts only from our origin
 * (the built app has no inline script, no inline handler, no eval), styles only from our
 * origin — a page adds its own nonce to style-src (spa-page.ts) for the style elements Vite and
 * our libraries insert; React's style props go through the CSSOM, which CSP does not restrict,
 * so no 'unsafe-inline' anywhere. Images from https for game art. Framing is limited to
 * Telegram's web client, which hosts the mini app.
 *
 * These headers do not depend on the request, so helmet runs once at start-up and every
 * response gets the same precomputed set (@fastify/helmet rebuilt helmet per request, a
 * measurable share of a bet's CPU in `npm run bench -- bets`); only the pages (a few per
 * visit, never the API) get a policy of their own with a fresh nonce.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // API answers are personal (balances, sessions, 2FA secrets) or live: no browser or proxy may
    // keep a copy. A route whose answer is public and cacheable sets its own Cache-Control.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  await Promise.resolve();
}

/** The game providers' origins (issue 20): their game pages are framed, their art shown. */
function providerOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const p of config.providers) {
    origins.add(new URL(p.launchUrl).origin);
    origins.add(new URL(p.catalogueUrl).origin);
  }
  return [...origins];
}

export function securityHeaders(config: Config): Record<string, string> {
  const providers = providerOrigins(config);
  // Fraud detection (issue 23 item 5): its script, and the beacons it sends home, from its origin.
  const fraud = config.FRAUD_SCRIPT_URL ? [new URL(config.FRAUD_SCRIPT_URL).origin] : [];
  // A third-party live-support widget (issue 23 item 3, ADR 041): its script, its calls home
  // and its frames (frame-src already allows https:) from its origin.
  const support = config.LIVE_SUPPORT_SCRIPT_URL
    ? [new URL(config.LIVE_SUPPORT_SCRIPT_URL).origin]
    : [];
  const middleware = helmet({
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", 'https://telegram.org', ...fraud, ...support],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...providers],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the WebSocket of Socket.IO on our own host too (ws: for an http page,
        // wss: for https; CSP Level 3), so no socket may reach any other host.
        connectSrc: ["'self'", ...fraud, ...support],
        frameSrc: ["'self'", 'https:', ...providers],
        frameAncestors: ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  const collected: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      collected[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      Reflect.deleteProperty(collected, name.toLowerCase());
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return collected;
}
