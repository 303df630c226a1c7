import {
  LARGE_WITHDRAWAL_USD,
  NEW_ACCOUNT_DAYS,
  OPS_ROLES,
  approveWithdrawalRequestSchema,
  depositsQuerySchema,
  depositsResponseSchema,
  markSentRequestSchema,
  rejectWithdrawalRequestSchema,
  retrySendRequestSchema,
  withdrawalActionResponseSchema,
  withdrawalIdParamsSchema,
  withdrawalsQuerySchema,
  withdrawalsResponseSchema,
  type ConsoleDeposit,
  type ReviewWithdrawal,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { staffOf } from './console-access';
import { registerConsoleTable } from './console-table';
import {
  approveForReview,
  listDepositsForConsole,
  listWithdrawalsForReview,
  rejectForReview,
  resolveUnsentForReview,
  type ReviewDeps,
} from './withdrawals-review.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['admin'];

/**
 * Withdrawals review and the deposits list (issue 22, ADR 039), registered inside the console
 * plugin (its gate and route registry apply). Roles: OPS_ROLES.withdrawals (finance, admin).
 */
export function registerWithdrawalsReviewRoutes(
  app: App,
  options: { db: DB; now: () => Date; realtime: () => Realtime | null },
): void {
  const { db, now } = options;
  const roles = OPS_ROLES.withdrawals;
  const deps = (request: FastifyRequest): ReviewDeps => ({
    db,
    actor: staffOf(request),
    realtime: options.realtime,
  });

  registerConsoleTable(app, {
    url: '/api/admin/withdrawals',
    roles,
    summary: 'Withdrawals of a queue with their risk hints, sorted and filtered',
    querystring: withdrawalsQuerySchema,
    response: withdrawalsResponseSchema,
    list: (query, window) => listWithdrawalsForReview(db, query, window),
    toResponse: (page, query) => ({
      ...page,
      page: query.page,
      pageSize: query.pageSize,
      thresholds: { largeAmount: LARGE_WITHDRAWAL_USD, newAccountDays: NEW_ACCOUNT_DAYS },
    }),
    csv: {
      name: 'withdrawals',
      columns: [
        { header: 'id', value: (r: ReviewWithdrawal) => r.id },
        { header: 'created_at', value: (r) => r.createdAt },
        { header: 'username', value: (r) => r.username },
        { header: 'status', value: (r) => r.status },
        { header: 'asset', value: (r) => r.asset },
        { header: 'network', value: (r) => r.network },
        { header: 'asset_amount', value: (r) => r.assetAmount },
        { header: 'usd', value: (r) => r.amount },
        { header: 'to_address', value: (r) => r.toAddress },
        { header: 'tag', value: (r) => r.tag },
        { header: 'txid', value: (r) => r.txid },
        { header: 'last_error', value: (r) => r.lastError },
        { header: 'reviewed_by', value: (r) => r.reviewedBy },
        { header: 'account_age_days', value: (r) => r.risk.accountAgeDays },
        { header: 'deposited_usd', value: (r) => r.risk.deposited },
        { header: 'wagered_usd', value: (r) => r.risk.wagered },
        { header: 'wager_ratio', value: (r) => r.risk.wagerRatio },
        { header: 'address_shared_with', value: (r) => r.risk.addressSharedWith },
        { header: 'large_amount', value: (r) => r.risk.largeAmount },
      ],
    },
    now,
  });

  registerConsoleTable(app, {
    url: '/api/admin/deposits',
    roles,
    summary: 'Deposits, sorted and filtered by status, player or transaction',
    querystring: depositsQuerySchema,
    response: depositsResponseSchema,
    list: (query, window) => listDepositsForConsole(db, query, window),
    toResponse: (page, query) => ({ ...page, page: query.page, pageSize: query.pageSize }),
    csv: {
      name: 'deposits',
      columns: [
        { header: 'id', value: (r: ConsoleDeposit) => r.id },
        { header: 'created_at', value: (r) => r.createdAt },
        { header: 'username', value: (r) => r.username },
        { header: 'status', value: (r) => r.status },
        { header: 'asset', value: (r) => r.asset },
        { header: 'network', value: (r) => r.network },
        { header: 'asset_amount', value: (r) => r.assetAmount },
        { header: 'usd', value: (r) => r.amount },
        { header: 'txid', value: (r) => r.txid },
        { header: 'confirmations', value: (r) => r.confirmations },
        { header: 'source', value: (r) => r.source },
      ],
    },
    now,
  });

  const action = { 200: withdrawalActionResponseSchema };
  app.post(
    '/api/admin/withdrawals/:withdrawalId/approve',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Approve a PENDING withdrawal (409 when another reviewer was first)',
        params: withdrawalIdParamsSchema,
        body: approveWithdrawalRequestSchema,
        response: action,
      },
    },
    async (request) =>
      approveForReview(deps(request), {
        id: request.params.withdrawalId,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/admin/withdrawals/:withdrawalId/reject',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Reject a PENDING withdrawal with a reason; the funds go back (409 once approved)',
        params: withdrawalIdParamsSchema,
        body: rejectWithdrawalRequestSchema,
        response: action,
      },
    },
    async (request) =>
      rejectForReview(deps(request), {
        id: request.params.withdrawalId,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/admin/withdrawals/:withdrawalId/sent',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Record the transaction of an unsent withdrawal found on the chain',
        params: withdrawalIdParamsSchema,
        body: markSentRequestSchema,
        response: action,
      },
    },
    async (request) =>
      resolveUnsentForReview(deps(request), {
        id: request.params.withdrawalId,
        txid: request.body.txid,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/admin/withdrawals/:withdrawalId/retry',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Send an unsent withdrawal again on the watcher’s next tick',
        params: withdrawalIdParamsSchema,
        body: retrySendRequestSchema,
        response: action,
      },
    },
    async (request) =>
      resolveUnsentForReview(deps(request), {
        id: request.params.withdrawalId,
        txid: null,
        reason: request.body.reason,
      }),
  );
}
