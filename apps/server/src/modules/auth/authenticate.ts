import { SESSION_MESSAGES } from '@tengu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  authenticateAccessToken,
  verifyAccessClaims,
} from '#app/modules/sessions/sessions.service';
import type { AccessClaims, Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation: 401 unless the request carries a live access token; sets `request.auth`.
     * Before validation, so that a visitor gets 401 whatever the body (never a 400 about it).
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preValidation for a route whose work checks the session itself, inside its own transaction
     * (the single-step bets, docs/decisions/012-coalesced-bets.md): 401 unless the access token
     * verifies; sets `request.auth`. The route must hand `authOf(request)` to that work, which
     * answers 401 and changes nothing when the session is no longer live.
     */
    requireToken: (request: FastifyRequest) => Promise<void>;
    /** Resolves the access token if there is one (401 if it is bad), for optional sign-in. */
    readUser: (request: FastifyRequest) => Promise<AccessClaims | null>;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Installs `app.requireUser` / `app.readUser` on the root instance, so that every module can
 * guard its routes with `{ preValidation: app.requireUser }` and read `authOf(request)`. The session
 * is checked on every request — by `requireUser`, or by the route's own transaction after
 * `requireToken` — so revocation and logout take effect at once.
 */
export function installAuthentication(app: FastifyInstance, options: { db: DB; tokens: Tokens }) {
  app.decorateRequest('auth', null);
  const readUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await authenticateAccessToken({ ...options, accessToken: token });
    if (!claims) throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired);
    request.auth = claims;
    return claims;
  };
  app.decorate('readUser', readUser);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await readUser(request))) {
      throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired);
    }
  });
  app.decorate('requireToken', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessClaims(options.tokens, token) : null;
    if (!claims) throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired);
    request.auth = claims;
  });
}

/** The signed-in player of a route guarded by `app.requireUser`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired);
  return request.auth;
}
