import { AUTH_MESSAGES } from '@tengu/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#app/errors/app-error';
import type { AuthDeps, ClientInfo } from './auth.deps';
import type { SignedIn } from './auth.service';
import { setRefreshCookie } from './auth.cookies';

/** Options every accounts route plugin receives from app.ts. */
export interface AuthRouteOptions {
  deps: AuthDeps;
  blockedCountries: string[];
  secureCookies: boolean;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: agent ? agent.slice(0, 512) : null };
}

/**
 * Per-IP limit of the sensitive routes (login, 2FA, forgot-password, sign-up), on top of the
 * per-account counters: AUTH_RATE_LIMIT_MAX a minute, answering 429 with a clear message.
 */
export function authRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited),
    },
  };
}

/** Sets the refresh cookie and returns the JSON body of a sign-in. */
export function replySignedIn(reply: FastifyReply, signedIn: SignedIn, secureCookies: boolean) {
  setRefreshCookie(reply, signedIn.session.refreshToken, secureCookies);
  return signedIn.body;
}
