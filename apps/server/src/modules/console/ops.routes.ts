import {
  OPS_ROLES,
  dashboardLiveSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  ledgerCheckResponseSchema,
  systemChainsSchema,
  systemHotWalletsSchema,
  systemJobsSchema,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import type { PaymentChains } from '#app/modules/payments/payments-chains';
import { staffOf } from './console-access';
import { getDashboard, getLiveCounters } from './dashboard.service';
import { getHotWallets } from './hot-wallets.service';
import { getSystemChains, getSystemJobs, runLedgerCheckForConsole } from './system.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['admin'];

/**
 * The dashboard (OPS_ROLES.dashboard: finance, admin) and the System page (admin) of the
 * console (issue 22, ADR 039), registered inside the console plugin.
 */
export function registerOpsRoutes(
  app: App,
  options: { db: DB; now: () => Date; chains: PaymentChains },
): void {
  const { db, now } = options;

  app.get(
    '/api/admin/dashboard',
    {
      config: { staffRoles: OPS_ROLES.dashboard },
      schema: {
        tags,
        summary: 'GGR, NGR, deposits, withdrawals, bonuses, players and bets by period',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => getDashboard(db, request.query, now()),
  );

  app.get(
    '/api/admin/dashboard/live',
    {
      config: { staffRoles: OPS_ROLES.dashboard },
      schema: {
        tags,
        summary: 'Players online and bets in the last minute',
        response: { 200: dashboardLiveSchema },
      },
    },
    async () => getLiveCounters(db, now()),
  );

  app.get(
    '/api/admin/system/jobs',
    {
      config: { staffRoles: OPS_ROLES.system },
      schema: {
        tags,
        summary: 'pg-boss queues and recent failed jobs',
        response: { 200: systemJobsSchema },
      },
    },
    async () => getSystemJobs(db),
  );

  app.get(
    '/api/admin/system/chains',
    {
      config: { staffRoles: OPS_ROLES.system },
      schema: {
        tags,
        summary: "Chain watchers' cursors, adapters and the custody books per network",
        response: { 200: systemChainsSchema },
      },
    },
    async () => getSystemChains(db, options.chains, now()),
  );

  app.get(
    '/api/admin/system/hot-wallets',
    {
      config: { staffRoles: OPS_ROLES.system },
      schema: {
        tags,
        summary: "Hot wallets' on-chain balances beside the books, per network (ADR 048)",
        response: { 200: systemHotWalletsSchema },
      },
    },
    async () => getHotWallets(db, options.chains, now()),
  );

  app.post(
    '/api/admin/system/ledger-check',
    {
      config: { staffRoles: OPS_ROLES.system },
      schema: {
        tags,
        summary: 'Run the ledger check (npm run ledger:check) now',
        response: { 200: ledgerCheckResponseSchema },
      },
    },
    async (request) => runLedgerCheckForConsole(db, staffOf(request), now()),
  );
}
