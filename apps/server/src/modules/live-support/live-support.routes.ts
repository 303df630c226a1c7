import {
  sendSupportMessageRequestSchema,
  sendSupportMessageResponseSchema,
  supportConfigResponseSchema,
  supportConversationResponseSchema,
  supportUnreadResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import {
  getOwnConversation,
  getOwnUnread,
  markOwnRead,
  sendPlayerMessage,
} from './live-support.service';

export interface LiveSupportRouteOptions {
  db: DB;
  now: () => Date;
  realtime: () => Realtime | null;
  /** LIVE_SUPPORT_SCRIPT_URL: a third-party widget replaces ours when set. */
  scriptUrl: string | undefined;
}

const tags = ['support'];

/**
 * The player's side of live support (issue 23 item 3, ADR 041). No route takes a conversation
 * id: a player reads and writes only the conversation keyed by their own user id.
 */
export const liveSupportRoutes: FastifyPluginAsyncZod<LiveSupportRouteOptions> = async (
  app,
  options,
) => {
  const deps = { db: options.db, now: options.now, realtime: options.realtime };

  app.get(
    '/api/support/config',
    {
      schema: {
        tags,
        summary: "Our own support widget, or the operator's third-party widget script",
        response: { 200: supportConfigResponseSchema },
      },
    },
    async () =>
      options.scriptUrl
        ? { mode: 'external' as const, scriptUrl: options.scriptUrl }
        : { mode: 'builtin' as const },
  );

  app.get(
    '/api/support/conversation',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The player's own support conversation, oldest message first",
        response: { 200: supportConversationResponseSchema },
      },
    },
    async (request) => getOwnConversation(deps, authOf(request).userId),
  );

  app.get(
    '/api/support/unread',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'How many staff answers the player has not read (the button badge)',
        response: { 200: supportUnreadResponseSchema },
      },
    },
    async (request) => ({ unread: await getOwnUnread(deps, authOf(request).userId) }),
  );

  app.post(
    '/api/support/messages',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Write to support (5 messages per 30 s, at most 1000 characters)',
        body: sendSupportMessageRequestSchema,
        response: { 200: sendSupportMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await sendPlayerMessage(deps, {
        userId: authOf(request).userId,
        body: request.body.body,
      }),
    }),
  );

  app.post(
    '/api/support/read',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Marks the staff's answers as read",
        response: { 200: z.object({ unread: z.literal(0) }) },
      },
    },
    async (request) => {
      await markOwnRead(deps, authOf(request).userId);
      return { unread: 0 as const };
    },
  );
};
