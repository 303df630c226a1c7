import { randomUUID } from 'node:crypto';
import {
  bannersResponseSchema,
  CHAT_MESSAGES,
  chatHistoryQuerySchema,
  chatRoomSchema,
  chatHistoryResponseSchema,
  moderatorMuteRequestSchema,
  rainDetailsSchema,
  sendChatRequestSchema,
  sendChatResponseSchema,
  tipRainRequestSchema,
  tipRainResponseSchema,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import type { ChatEmitter } from './chat-sockets';
import {
  chatHistory,
  deleteMessage,
  isModerator,
  listBanners,
  mutePlayer,
  rainDetails,
  sendMessage,
  unmutePlayer,
} from './chat.service';
import { tipRain } from './rain.service';

export interface ChatRouteOptions {
  db: DB;
  now: () => Date;
  /** Getters: the socket server is built after the routes are registered (app.ts). */
  emitter: () => ChatEmitter;
  realtime: () => Realtime;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return randomUUID();
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Idempotency-Key must be 1 to 100 letters, digits or . _ : -',
    );
  }
  return value;
}

const okSchema = z.object({ success: z.literal(true) });

export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, options) => {
  const { db, now } = options;
  const deps = () => ({ db, now, emitter: options.emitter() });
  const requireModerator = async (request: FastifyRequest) => {
    if (!(await isModerator(db, authOf(request).userId))) {
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.notModerator);
    }
  };

  app.get(
    '/api/chat/history',
    {
      schema: {
        tags: ['chat'],
        summary: "A room's last 50 messages, oldest first (newest at the bottom)",
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema },
      },
    },
    async (request) => chatHistory({ db }, request.query.room),
  );

  app.post(
    '/api/chat/messages',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Send a chat message (text, or /betid <id> to share an own bet)',
        body: sendChatRequestSchema,
        response: { 200: sendChatResponseSchema },
      },
    },
    async (request) => ({
      message: await sendMessage(deps(), {
        userId: authOf(request).userId,
        room: request.body.room,
        message: request.body.message,
      }),
    }),
  );

  app.get(
    '/api/chat/banners',
    {
      schema: {
        tags: ['chat'],
        summary: "Announcement banners (operator data) in the room's language, English otherwise",
        querystring: z.object({ language: chatRoomSchema.catch('en').default('en') }),
        response: { 200: bannersResponseSchema },
      },
    },
    async (request) => listBanners({ db, now }, request.query.language),
  );

  app.get(
    '/api/chat/rain',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Rain details: sent in rains, wagering still required to chat',
        response: { 200: rainDetailsSchema },
      },
    },
    async (request) => rainDetails({ db }, authOf(request).userId),
  );

  app.post(
    '/api/chat/rain',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: "Tip Rain: credits split among the room's recent chatters",
        description: 'Optional header Idempotency-Key: a retry with the same key rains once.',
        body: tipRainRequestSchema,
        response: { 200: tipRainResponseSchema },
      },
    },
    async (request) =>
      tipRain(
        { ...deps(), realtime: options.realtime() },
        {
          userId: authOf(request).userId,
          room: request.body.room,
          amount: request.body.amount,
          idempotencyKey: idempotencyKeyOf(request),
        },
      ),
  );

  app.delete(
    '/api/chat/messages/:id',
    {
      preValidation: [app.requireUser, requireModerator],
      schema: {
        tags: ['chat'],
        summary: 'Moderator: delete a message everywhere',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteMessage(deps(), {
        actor: `user:${authOf(request).userId}`,
        messageId: request.params.id,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/chat/mutes',
    {
      preValidation: [app.requireUser, requireModerator],
      schema: {
        tags: ['chat'],
        summary: 'Moderator: mute a player for a number of minutes',
        body: moderatorMuteRequestSchema,
        response: { 200: z.object({ mutedUntil: z.string() }) },
      },
    },
    async (request) =>
      mutePlayer(deps(), { actor: `user:${authOf(request).userId}`, ...request.body }),
  );

  app.delete(
    '/api/chat/mutes/:userId',
    {
      preValidation: [app.requireUser, requireModerator],
      schema: {
        tags: ['chat'],
        summary: 'Moderator: unmute a player',
        params: z.object({ userId: z.string().uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await unmutePlayer(
        { db },
        { actor: `user:${authOf(request).userId}`, userId: request.params.userId },
      );
      return { success: true as const };
    },
  );
};
