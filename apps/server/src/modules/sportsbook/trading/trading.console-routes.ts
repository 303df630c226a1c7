import {
  TRADING_ROLES,
  tradingActionResponseSchema,
  tradingEventDetailSchema,
  tradingEventParamsSchema,
  tradingEventsQuerySchema,
  tradingEventsResponseSchema,
  tradingHoldRequestSchema,
  tradingRollbackRequestSchema,
  tradingSettingsRequestSchema,
  tradingSettingsSchema,
  tradingSettleRequestSchema,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { staffOf } from '#app/modules/console/console-access';
import { registerConsoleTable } from '#app/modules/console/console-table';
import type { Realtime } from '#app/realtime/realtime';
import { resumeByTrader, suspendByTrader, type TradingActionDeps } from './trading-holds.service';
import { eventForTrading, listEventsForTrading } from './trading-read.service';
import {
  rollbackByTrader,
  settleByTrader,
  type OperatorDelivery,
} from './trading-settlement.service';
import { readTradingSettings, updateTradingSettings } from './trading-settings.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface TradingRoutesOptions {
  db: DB;
  now: () => Date;
  realtime: () => Realtime | null;
  /** The sportsbook service (built after the console in app.ts, hence a getter). */
  sportsbook: () => OperatorDelivery;
  envMarginPercent: number;
  inPlayDelayMs: number;
}

const tags = ['admin'];

/**
 * The console's Sportsbook trading section (issue 22, ADR 047), registered inside the console
 * plugin (its gate and route registry apply). Roles: trader (and admin). Every change writes
 * `admin_audit` in its own transaction.
 */
export function registerTradingRoutes(app: App, options: TradingRoutesOptions): void {
  const { db, now } = options;
  const roles = TRADING_ROLES.trading;
  const env = { envMarginPercent: options.envMarginPercent, inPlayDelayMs: options.inPlayDelayMs };
  const deps = (
    request: FastifyRequest,
  ): TradingActionDeps & { sportsbook: () => OperatorDelivery } => ({
    db,
    now,
    actor: staffOf(request),
    realtime: options.realtime,
    sportsbook: options.sportsbook,
  });

  registerConsoleTable(app, {
    url: '/api/admin/sportsbook/events',
    roles,
    summary: 'Sportsbook events with open bets, stakes and worst-case liability',
    querystring: tradingEventsQuerySchema,
    response: tradingEventsResponseSchema,
    list: (query, window) => listEventsForTrading(db, query, window),
    toResponse: (page, query) => ({ ...page, page: query.page, pageSize: query.pageSize }),
    csv: {
      name: 'sportsbook-events',
      columns: [
        { header: 'id', value: (r) => r.id },
        { header: 'sport', value: (r) => r.sport },
        { header: 'competition', value: (r) => r.competition },
        { header: 'home', value: (r) => r.home },
        { header: 'away', value: (r) => r.away },
        { header: 'starts_at', value: (r) => r.startsAt },
        { header: 'status', value: (r) => r.status },
        { header: 'trader_suspended', value: (r) => r.held },
        { header: 'open_bets', value: (r) => r.openBets },
        { header: 'stake_usd', value: (r) => r.stake },
        { header: 'liability_usd', value: (r) => r.liability },
      ],
    },
    now,
  });

  app.get(
    '/api/admin/sportsbook/events/:eventId',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: "An event's markets and outcomes with the liability of each outcome",
        params: tradingEventParamsSchema,
        response: { 200: tradingEventDetailSchema },
      },
    },
    async (request) => eventForTrading(db, request.params.eventId),
  );

  const action = { 200: tradingActionResponseSchema };

  app.post(
    '/api/admin/sportsbook/events/:eventId/suspend',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Suspend the event or one market (a trader hold the feed cannot lift)',
        params: tradingEventParamsSchema,
        body: tradingHoldRequestSchema,
        response: action,
      },
    },
    async (request) =>
      suspendByTrader(deps(request), { eventId: request.params.eventId, ...request.body }),
  );

  app.post(
    '/api/admin/sportsbook/events/:eventId/resume',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: "Lift a trader's hold on the event or one market",
        params: tradingEventParamsSchema,
        body: tradingHoldRequestSchema,
        response: action,
      },
    },
    async (request) =>
      resumeByTrader(deps(request), { eventId: request.params.eventId, ...request.body }),
  );

  app.post(
    '/api/admin/sportsbook/events/:eventId/settle',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Settle a market by hand (the winning outcomes, or void) through the feed path',
        params: tradingEventParamsSchema,
        body: tradingSettleRequestSchema,
        response: action,
      },
    },
    async (request) =>
      settleByTrader(deps(request), { eventId: request.params.eventId, ...request.body }),
  );

  app.post(
    '/api/admin/sportsbook/events/:eventId/rollback',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: "Roll a market's settlement back (its bets re-open) through the feed path",
        params: tradingEventParamsSchema,
        body: tradingRollbackRequestSchema,
        response: action,
      },
    },
    async (request) =>
      rollbackByTrader(deps(request), { eventId: request.params.eventId, ...request.body }),
  );

  app.get(
    '/api/admin/sportsbook/settings',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: "The feed's margin and the bet limits",
        response: { 200: tradingSettingsSchema },
      },
    },
    async () => readTradingSettings(db, env),
  );

  app.put(
    '/api/admin/sportsbook/settings',
    {
      config: { staffRoles: roles },
      schema: {
        tags,
        summary: 'Change the margin and bet limits (audited, before and after)',
        body: tradingSettingsRequestSchema,
        response: { 200: tradingSettingsSchema },
      },
    },
    async (request) => updateTradingSettings({ ...deps(request), ...env }, request.body),
  );
}
