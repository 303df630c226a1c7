import {
  REWARDS_CONSOLE_MESSAGES,
  REWARDS_CONSOLE_ROLES,
  consoleActionResponseSchema,
  createLootboxCodeRequestSchema,
  giftAudienceSchema,
  giftPreviewQuerySchema,
  giftPreviewResponseSchema,
  giftSendsQuerySchema,
  giftSendsResponseSchema,
  lootboxCodeParamsSchema,
  lootboxCodesQuerySchema,
  lootboxCodesResponseSchema,
  lootboxRedemptionsResponseSchema,
  normalizeLootboxCode,
  optionalReasonSchema,
  rateGroupParamsSchema,
  ratesChangeRequestSchema,
  ratesChangeResponseSchema,
  ratesResponseSchema,
  sendGiftRequestSchema,
  sendGiftResponseSchema,
  type GiftPreviewQuery,
  type GiftSend,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import type { Realtime } from '#app/realtime/realtime';
import { staffOf } from './console-access';
import { registerConsoleTable } from './console-table';
import type { CsvColumn } from './csv';
import { codeExists, listRedemptions } from './rewards-admin.repository';
import { lootboxCodesPage, createCode, disableCode } from './rewards-admin.codes';
import {
  changeRates,
  getRates,
  giftSendsPage,
  previewAudience,
  sendGift,
} from './rewards-admin.service';

const tags = ['admin'];
const roles = { staffRoles: REWARDS_CONSOLE_ROLES.rewards };

const SEND_CSV: readonly CsvColumn<GiftSend>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'audience', value: (r) => r.audience },
  { header: 'audience_value', value: (r) => r.audienceValue ?? '' },
  { header: 'type', value: (r) => r.type },
  { header: 'amount_usd', value: (r) => r.amount },
  { header: 'reason', value: (r) => r.reason },
  { header: 'recipients', value: (r) => String(r.recipients) },
  { header: 'claimed', value: (r) => String(r.claimed) },
  { header: 'created_by', value: (r) => r.createdBy },
];

/** The preview's query as the audience the send uses (400 with the field when incomplete). */
function audienceOf(query: GiftPreviewQuery) {
  const parsed = giftAudienceSchema.safeParse(query);
  if (!parsed.success) {
    if (query.audience === 'player') {
      throw new AppError('VALIDATION_FAILED', REWARDS_CONSOLE_MESSAGES.playerRequired);
    }
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid ${issue?.path.join('.') || 'audience'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/**
 * The console's Rewards section (issue 22; ADR 045): rates, gifts and lootbox codes under
 * /api/admin/rewards/*, finance and admin only. Registered inside the console plugin.
 */
export function registerRewardsAdminRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: { db: DB; now: () => Date; realtime: () => Realtime | null },
): void {
  const { db, now } = options;

  app.get(
    '/api/admin/rewards/rates',
    {
      config: roles,
      schema: {
        tags,
        summary: "The rewards economy's rates: editable settings, defaults and fixed values",
        response: { 200: ratesResponseSchema },
      },
    },
    async () => getRates(db),
  );

  app.put(
    '/api/admin/rewards/rates/:group',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Change some rates of one group (validated, audited with before and after)',
        params: rateGroupParamsSchema,
        body: ratesChangeRequestSchema,
        response: { 200: ratesChangeResponseSchema },
      },
    },
    async (request) =>
      changeRates({
        db,
        actor: staffOf(request),
        group: request.params.group,
        request: request.body,
      }),
  );

  app.get(
    '/api/admin/rewards/gifts/preview',
    {
      config: roles,
      schema: {
        tags,
        summary: 'How many players a gift to this audience would reach now',
        querystring: giftPreviewQuerySchema,
        response: { 200: giftPreviewResponseSchema },
      },
    },
    async (request) => previewAudience(db, audienceOf(request.query), now()),
  );

  app.post(
    '/api/admin/rewards/gifts',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Gift a player or an audience (once per requestId)',
        body: sendGiftRequestSchema,
        response: { 200: sendGiftResponseSchema },
      },
    },
    async (request) =>
      sendGift({
        db,
        now,
        realtime: options.realtime(),
        actor: staffOf(request),
        request: request.body,
      }),
  );

  registerConsoleTable(app, {
    url: '/api/admin/rewards/gifts',
    roles: REWARDS_CONSOLE_ROLES.rewards,
    summary: 'The gifts sent from the console, newest first',
    querystring: giftSendsQuerySchema,
    response: giftSendsResponseSchema,
    list: (query, window) => giftSendsPage(db, query, window),
    toResponse: (page, query) => ({ ...page, page: query.page, pageSize: query.pageSize }),
    csv: { name: 'gifts', columns: SEND_CSV },
    now,
  });

  registerConsoleTable(app, {
    url: '/api/admin/rewards/codes',
    roles: REWARDS_CONSOLE_ROLES.rewards,
    summary: 'Lootbox codes, newest first, with their opens',
    querystring: lootboxCodesQuerySchema,
    response: lootboxCodesResponseSchema,
    list: (query, window) => lootboxCodesPage(db, query, window, now()),
    toResponse: (page, query) => ({ ...page, page: query.page, pageSize: query.pageSize }),
    csv: {
      name: 'lootbox-codes',
      columns: [
        { header: 'code', value: (r) => r.code },
        { header: 'active', value: (r) => String(r.active) },
        { header: 'usable', value: (r) => String(r.usable) },
        { header: 'uses', value: (r) => String(r.uses) },
        { header: 'max_uses', value: (r) => (r.maxUses === null ? '' : String(r.maxUses)) },
        { header: 'expires_at', value: (r) => r.expiresAt ?? '' },
        { header: 'last_opened_at', value: (r) => r.lastOpenedAt ?? '' },
        { header: 'created_by', value: (r) => r.createdBy },
        { header: 'created_at', value: (r) => r.createdAt },
      ],
    },
    now,
  });

  app.post(
    '/api/admin/rewards/codes',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Create a lootbox code',
        body: createLootboxCodeRequestSchema,
        response: { 200: consoleActionResponseSchema },
      },
    },
    async (request) => createCode(db, staffOf(request), request.body),
  );

  app.get(
    '/api/admin/rewards/codes/:code/redemptions',
    {
      config: roles,
      schema: {
        tags,
        summary: "A code's latest 100 opens: who and what they won",
        params: lootboxCodeParamsSchema,
        response: { 200: lootboxRedemptionsResponseSchema },
      },
    },
    async (request) => {
      const code = normalizeLootboxCode(request.params.code);
      if (!(await codeExists(db, code))) {
        throw new AppError('NOT_FOUND', REWARDS_CONSOLE_MESSAGES.codeNotFound);
      }
      const rows = await listRedemptions(db, code);
      return {
        items: rows.map((r) => ({
          userId: r.user_id,
          username: r.username,
          prize: r.prize,
          openedAt: r.created_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/admin/rewards/codes/:code/disable',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Disable a lootbox code (nobody can open it any more)',
        params: lootboxCodeParamsSchema,
        body: optionalReasonSchema,
        response: { 200: consoleActionResponseSchema },
      },
    },
    async (request) => disableCode(db, staffOf(request), request.params.code, request.body.reason),
  );
}
