import {
  CONSOLE_ROLES,
  chatMessageParamsSchema,
  chatModerationQuerySchema,
  chatModerationResponseSchema,
  consoleActionResponseSchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  optionalReasonSchema,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { chatModerationLog, deleteChatMessage, moderatedMessages } from './chat-moderation.service';
import type { ActionDeps } from './player-actions.service';

const tags = ['admin'];

/**
 * Chat moderation in the console (issue 22; ADR 040): the live view, delete and the moderation
 * log. Muting is the players' route (`POST /api/admin/players/:id/mute`), the same code path.
 * Registered inside the console plugin, so its gate and registry cover these routes.
 */
export function registerChatModerationRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: { db: DB; now: () => Date; deps: (request: FastifyRequest) => ActionDeps },
): void {
  const { db, now } = options;
  app.get(
    '/api/admin/chat/messages',
    {
      config: { staffRoles: CONSOLE_ROLES.chat },
      schema: {
        tags,
        summary: 'The newest chat messages (deleted ones marked), newest first',
        querystring: chatModerationQuerySchema,
        response: { 200: chatModerationResponseSchema },
      },
    },
    async (request) => moderatedMessages({ db, now, ...request.query }),
  );

  app.post(
    '/api/admin/chat/messages/:messageId/delete',
    {
      config: { staffRoles: CONSOLE_ROLES.chat },
      schema: {
        tags,
        summary: 'Delete a chat message everywhere',
        params: chatMessageParamsSchema,
        body: optionalReasonSchema,
        response: { 200: consoleActionResponseSchema },
      },
    },
    async (request) =>
      deleteChatMessage(options.deps(request), {
        messageId: request.params.messageId,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/api/admin/chat/log',
    {
      config: { staffRoles: CONSOLE_ROLES.chat },
      schema: {
        tags,
        summary: "The chat's moderation log, newest first",
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogResponseSchema },
      },
    },
    async (request) => chatModerationLog({ db, ...request.query }),
  );
}
