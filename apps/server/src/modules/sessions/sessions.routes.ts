import { okResponseSchema, sessionIdParamsSchema, sessionListResponseSchema } from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { clearRefreshCookie } from '#app/modules/auth/auth.cookies';
import { authOf } from '#app/modules/auth/authenticate';
import type { SessionSockets } from '#app/realtime/session-sockets';
import { listSessions, revokeSession } from './sessions.service';

/** A player's signed-in devices. Only their own: another player's session is "not found". */
export const sessionsRoutes: FastifyPluginAsyncZod<{
  db: DB;
  secureCookies: boolean;
  sessionSockets: SessionSockets;
}> = async (app, { db, secureCookies, sessionSockets }) => {
  app.get(
    '/api/sessions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['sessions'],
        summary: "The caller's active sessions; `current` marks this one",
        response: { 200: sessionListResponseSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      return { sessions: await listSessions({ db, userId, currentSessionId: sessionId }) };
    },
  );

  app.delete(
    '/api/sessions/current',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['sessions'],
        summary: 'Log out: revoke this session and clear the refresh cookie',
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = authOf(request);
      await revokeSession({ db, userId, sessionId, reason: 'logout', sessionSockets });
      clearRefreshCookie(reply, secureCookies);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['sessions'],
        summary: 'Revoke one of your sessions (sign that device out)',
        params: sessionIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = authOf(request);
      await revokeSession({
        db,
        userId,
        sessionId: request.params.id,
        reason: 'revoked by user',
        sessionSockets,
      });
      if (request.params.id === sessionId) clearRefreshCookie(reply, secureCookies);
      return { ok: true as const };
    },
  );
};
