import {
  PROMOTIONS_ROLES,
  adminChallengesResponseSchema,
  adminQuestsQuerySchema,
  adminQuestsResponseSchema,
  adminRaffleResponseSchema,
  adminRaffleWinnersResponseSchema,
  challengeCreateRequestSchema,
  challengeNumberParamsSchema,
  consoleActionResponseSchema,
  optionalReasonSchema,
  questEditRequestSchema,
  adminQuestParamsSchema,
  questInputSchema,
  raffleDrawResponseSchema,
  raffleTicketsQuerySchema,
  raffleTicketsResponseSchema,
  adminRaffleWeekParamsSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import type { RaffleDeps } from '#app/modules/raffle/raffle.deps';
import { staffOf } from './console-access';
import {
  addChallenge,
  addQuest,
  cancelChallengeFromConsole,
  changeQuest,
  drawDueRaffles,
  endQuest,
  listChallenges,
  listQuests,
  raffleTicketHolders,
  raffleWeeks,
  raffleWinners,
} from './promotions-admin.service';

const tags = ['admin'];
const read = { staffRoles: PROMOTIONS_ROLES.read };
const quests = { staffRoles: PROMOTIONS_ROLES.quests };
const money = { staffRoles: PROMOTIONS_ROLES.money };
const action = { 200: consoleActionResponseSchema };
const created = { 200: consoleActionResponseSchema.extend({ id: z.string() }) };

/**
 * The console's Promotions section (issue 22; ADR 046): quests, challenges and the weekly
 * raffle under /api/admin/promotions/*. Registered inside the console plugin (gate + registry).
 */
export function registerPromotionsRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: { db: DB; now: () => Date; raffleDeps: () => RaffleDeps },
): void {
  const { db, now, raffleDeps } = options;

  // --- Quests ---------------------------------------------------------------------------------
  app.get(
    '/api/admin/promotions/quests',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every quest with its tasks and claims (active, scheduled, ended)',
        querystring: adminQuestsQuerySchema,
        response: { 200: adminQuestsResponseSchema },
      },
    },
    async (request) => ({ quests: await listQuests(db, now(), request.query.status) }),
  );

  app.post(
    '/api/admin/promotions/quests',
    {
      config: quests,
      schema: {
        tags,
        summary: 'Create a quest with its tasks and Gold reward',
        body: questInputSchema,
        response: created,
      },
    },
    async (request) => {
      const { id, auditId } = await addQuest(db, staffOf(request), request.body);
      return { ok: true as const, auditId, id };
    },
  );

  app.put(
    '/api/admin/promotions/quests/:questId',
    {
      config: quests,
      schema: {
        tags,
        summary: "Change a quest's fields (its tasks only while nobody has progress on them)",
        params: adminQuestParamsSchema,
        body: questEditRequestSchema,
        response: action,
      },
    },
    async (request) => ({
      ok: true as const,
      auditId: await changeQuest(db, staffOf(request), request.params.questId, request.body),
    }),
  );

  app.post(
    '/api/admin/promotions/quests/:questId/end',
    {
      config: quests,
      schema: {
        tags,
        summary: 'End a quest now (disabled: no longer listed, counted or claimable)',
        params: adminQuestParamsSchema,
        body: optionalReasonSchema,
        response: action,
      },
    },
    async (request) => ({
      ok: true as const,
      auditId: await endQuest(db, staffOf(request), request.params.questId, request.body.reason),
    }),
  );

  // --- Challenges -----------------------------------------------------------------------------
  app.get(
    '/api/admin/promotions/challenges',
    {
      config: read,
      schema: {
        tags,
        summary: 'The 200 newest challenges with status and winner',
        response: { 200: adminChallengesResponseSchema },
      },
    },
    async () => ({ challenges: await listChallenges(db, now()) }),
  );

  app.post(
    '/api/admin/promotions/challenges',
    {
      config: money,
      schema: {
        tags,
        summary: 'Create a challenge (a cash prize for the first bet to hit a multiplier)',
        body: challengeCreateRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const { number, auditId } = await addChallenge(db, staffOf(request), request.body, now());
      return { ok: true as const, auditId, id: String(number) };
    },
  );

  app.post(
    '/api/admin/promotions/challenges/:number/cancel',
    {
      config: money,
      schema: {
        tags,
        summary: 'Cancel a challenge nobody has won yet',
        params: challengeNumberParamsSchema,
        body: optionalReasonSchema,
        response: action,
      },
    },
    async (request) => ({
      ok: true as const,
      auditId: await cancelChallengeFromConsole(
        db,
        staffOf(request),
        request.params.number,
        now(),
        request.body.reason,
      ),
    }),
  );

  // --- Raffle ---------------------------------------------------------------------------------
  app.get(
    '/api/admin/promotions/raffle',
    {
      config: read,
      schema: {
        tags,
        summary: 'The running and past raffle weeks with tickets, players, winners and prizes paid',
        response: { 200: adminRaffleResponseSchema },
      },
    },
    async () => raffleWeeks(raffleDeps()),
  );

  app.get(
    '/api/admin/promotions/raffle/tickets',
    {
      config: read,
      schema: {
        tags,
        summary: "A page of a week's ticket holders, most tickets first",
        querystring: raffleTicketsQuerySchema,
        response: { 200: raffleTicketsResponseSchema },
      },
    },
    async (request) => raffleTicketHolders(raffleDeps(), request.query),
  );

  app.get(
    '/api/admin/promotions/raffle/weeks/:week/winners',
    {
      config: read,
      schema: {
        tags,
        summary: "A drawn week's winners, places, tickets and prizes",
        params: adminRaffleWeekParamsSchema,
        response: { 200: adminRaffleWinnersResponseSchema },
      },
    },
    async (request) => raffleWinners(db, request.params.week),
  );

  app.post(
    '/api/admin/promotions/raffle/draw',
    {
      config: money,
      schema: {
        tags,
        summary: 'Draw every raffle week that is due now and pay its winners (once)',
        body: z.object({}).strict().optional(),
        response: { 200: raffleDrawResponseSchema },
      },
    },
    async (request) => drawDueRaffles(raffleDeps(), staffOf(request)),
  );
}
