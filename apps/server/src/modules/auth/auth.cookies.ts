import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from '#app/modules/sessions/sessions.service';

export const REFRESH_COOKIE = 'tengu_refresh';
const COOKIE_PATH = '/api/auth';

/** The refresh token lives only in this cookie: httpOnly, SameSite=Strict, scoped to /api/auth. */
export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
  });
}
