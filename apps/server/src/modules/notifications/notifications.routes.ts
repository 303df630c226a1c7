import {
  notificationIdParamsSchema,
  notificationsListResponseSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

/** A player's notifications (issue 8; spec document 1 section 7). Only their own. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/notifications',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first (limit 1–50, default 50; offset)',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsListResponseSchema },
      },
    },
    async (request) =>
      listNotifications({ db, userId: authOf(request).userId, query: request.query }),
  );

  app.put(
    '/api/notifications/read-all',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: notificationsReadResponseSchema },
      },
    },
    async (request) => markAllNotificationsRead({ db, userId: authOf(request).userId }),
  );

  app.put(
    '/api/notifications/:id/read',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read (on click)',
        params: notificationIdParamsSchema,
        response: { 200: notificationsReadResponseSchema },
      },
    },
    async (request) =>
      markNotificationRead({
        db,
        userId: authOf(request).userId,
        notificationId: request.params.id,
      }),
  );
};
