import {
  consoleActionResponseSchema,
  LIVE_SUPPORT_ROLES,
  supportConversationDetailSchema,
  supportConversationParamsSchema,
  supportListQuerySchema,
  supportListResponseSchema,
  supportReplyRequestSchema,
  supportReplyResponseSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '#app/modules/console/console-access';
import {
  getForConsole,
  listForConsole,
  replyAsStaff,
  setConversationStatus,
  type LiveSupportDeps,
} from './live-support.service';

const tags = ['admin'];
const config = { staffRoles: LIVE_SUPPORT_ROLES };
const emptyBody = z.object({}).strict().optional();

/**
 * The console's support view (issue 23 item 3, ADR 041), registered inside the console plugin
 * so the gate (401/403, TOTP, roles) and the route registry of ADR 037 apply to it.
 * A conversation's id is its player's id.
 */
export const liveSupportConsoleRoutes: FastifyPluginAsyncZod<LiveSupportDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/api/admin/support/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Support conversations: waiting for an answer first, then open, then closed',
        querystring: supportListQuerySchema,
        response: { 200: supportListResponseSchema },
      },
    },
    async (request) => listForConsole(deps, request.query.status),
  );

  app.get(
    '/api/admin/support/conversations/:id',
    {
      config,
      schema: {
        tags,
        summary: "One player's support conversation with its history",
        params: supportConversationParamsSchema,
        response: { 200: supportConversationDetailSchema },
      },
    },
    async (request) => getForConsole(deps, request.params.id),
  );

  app.post(
    '/api/admin/support/conversations/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Answer the player (reaches their widget live; reopens a closed conversation)',
        params: supportConversationParamsSchema,
        body: supportReplyRequestSchema,
        response: { 200: supportReplyResponseSchema },
      },
    },
    async (request) =>
      replyAsStaff(deps, {
        actor: staffOf(request),
        playerId: request.params.id,
        body: request.body.body,
      }),
  );

  app.post(
    '/api/admin/support/conversations/:id/close',
    {
      config,
      schema: {
        tags,
        summary: 'Close the conversation',
        params: supportConversationParamsSchema,
        body: emptyBody,
        response: { 200: consoleActionResponseSchema },
      },
    },
    async (request) =>
      setConversationStatus(deps, {
        actor: staffOf(request),
        playerId: request.params.id,
        status: 'closed',
      }),
  );

  app.post(
    '/api/admin/support/conversations/:id/reopen',
    {
      config,
      schema: {
        tags,
        summary: 'Reopen a closed conversation',
        params: supportConversationParamsSchema,
        body: emptyBody,
        response: { 200: consoleActionResponseSchema },
      },
    },
    async (request) =>
      setConversationStatus(deps, {
        actor: staffOf(request),
        playerId: request.params.id,
        status: 'open',
      }),
  );
};
