import {
  CONSOLE_ROLES,
  accountFlagsRequestSchema,
  accountStatusRequestSchema,
  adjustBalanceRequestSchema,
  auditQuerySchema,
  auditResponseSchema,
  consoleActionResponseSchema,
  consoleMeResponseSchema,
  consolePageQuerySchema,
  muteRequestSchema,
  noteRequestSchema,
  notifyRequestSchema,
  playerBetsResponseSchema,
  playerDetailSchema,
  playerIdParamsSchema,
  playerLedgerResponseSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  playerSessionParamsSchema,
  reasonRequestSchema,
} from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import type { ChatEmitter } from '#app/modules/chat/chat-sockets';
import type { Realtime } from '#app/realtime/realtime';
import type { SessionSockets } from '#app/realtime/session-sockets';
import { getAuditLog } from './audit.service';
import { installConsoleAccess, staffOf, type ConsoleRoute } from './console-access';
import {
  addPlayerNote,
  adjustPlayerBalance,
  mutePlayerChat,
  notifyPlayer,
  resetTwoFactor,
  revokePlayerSession,
  setAccountFlags,
  setAccountStatus,
  unmutePlayerChat,
  type ActionDeps,
} from './player-actions.service';
import { registerChatModerationRoutes } from './chat-moderation.routes';
import { registerContentAdminRoutes } from './content-admin.routes';
import { getPlayerBets, getPlayerDetail, getPlayerLedger, searchPlayers } from './players.service';
// Live support's console view (issue 23 item 3, ADR 041).
import { liveSupportConsoleRoutes } from '#app/modules/live-support/live-support.console-routes';
// Money and operations sections (issue 22, ADR 039).
import type { PaymentChains } from '#app/modules/payments/payments-chains';
import { registerOpsRoutes } from './ops.routes';
import { registerConsoleExportRoutes } from './console-exports.routes';
import { registerCatalogueAdminRoutes } from './catalogue-admin.routes';
import { registerWithdrawalsReviewRoutes } from './withdrawals-review.routes';
// Games section (issue 22, ADR 044).
import { registerGamesSettingsRoutes } from './games-settings.routes';
// The Rewards section: rates, gifts, lootbox codes (issue 22, ADR 045).
import { registerRewardsAdminRoutes } from './rewards-admin.routes';
// Promotions: quests, challenges, the raffle (issue 22, ADR 046).
import type { RaffleDeps } from '#app/modules/raffle/raffle.deps';
import { registerPromotionsRoutes } from './promotions-admin.routes';
// Responsible gambling's console view (issue 25 item 5, ADR 050).
import { registerRgConsoleRoutes } from '#app/modules/responsible-gambling/rg.console-routes';
// Sportsbook trading (issue 22, ADR 047).
import {
  registerTradingRoutes,
  type TradingRoutesOptions,
} from '#app/modules/sportsbook/trading/trading.console-routes';

export interface ConsoleRoutesOptions {
  db: DB;
  now: () => Date;
  realtime: () => Realtime | null;
  chatEmitter: () => ChatEmitter;
  sessionSockets: SessionSockets;
  /** Filled with every registered route and its roles (the authorisation test reads it). */
  registry: ConsoleRoute[];
  /** The payments chains (System page: adapters per network; ADR 039). */
  chains: PaymentChains;
  /** MAX_PROFIT_PER_BET in units: a game without its own max profit uses it (ADR 044). */
  defaultMaxProfit: bigint;
  /** The raffle's services (Promotions: the operator's draw; ADR 046). */
  raffleDeps: () => RaffleDeps;
  /** Sportsbook trading (ADR 047): the sportsbook service and its settings from the config. */
  trading: Pick<TradingRoutesOptions, 'sportsbook' | 'envMarginPercent' | 'inPlayDelayMs'>;
}

const tags = ['admin'];

/**
 * The operator console's API (issue 22, ADR 037). Every route declares `config.staffRoles`;
 * the gate in console-access.ts refuses visitors (401), non-staff, staff without TOTP and
 * wrong roles (403) before any handler runs. Every change writes `admin_audit`.
 */
export const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  installConsoleAccess(app, db, options.registry);
  const deps = (request: FastifyRequest): ActionDeps => ({
    db,
    now,
    actor: staffOf(request),
    realtime: options.realtime,
    chatEmitter: options.chatEmitter,
    sessionSockets: options.sessionSockets,
  });

  app.get(
    '/api/admin/me',
    {
      config: { staffRoles: CONSOLE_ROLES.anyStaff },
      schema: {
        tags,
        summary: 'The signed-in staff member and their roles',
        response: { 200: consoleMeResponseSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return { userId: staff.userId, username: staff.username, roles: staff.roles };
    },
  );

  app.get(
    '/api/admin/players',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: {
        tags,
        summary: 'Search players by name, email, id, deposit/withdrawal address or tx id',
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchResponseSchema },
      },
    },
    async (request) => searchPlayers({ db, q: request.query.q }),
  );

  app.get(
    '/api/admin/players/:id',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: {
        tags,
        summary: "A player's account, flags, balances, sessions, notes and payments",
        params: playerIdParamsSchema,
        response: { 200: playerDetailSchema },
      },
    },
    async (request) => getPlayerDetail({ db, id: request.params.id, now }),
  );

  app.get(
    '/api/admin/players/:id/ledger',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: {
        tags,
        summary: "A page of the player's ledger postings, newest first",
        params: playerIdParamsSchema,
        querystring: consolePageQuerySchema,
        response: { 200: playerLedgerResponseSchema },
      },
    },
    async (request) => getPlayerLedger({ db, id: request.params.id, page: request.query }),
  );

  app.get(
    '/api/admin/players/:id/bets',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: {
        tags,
        summary: "A page of the player's bets, newest first",
        params: playerIdParamsSchema,
        querystring: consolePageQuerySchema,
        response: { 200: playerBetsResponseSchema },
      },
    },
    async (request) => getPlayerBets({ db, id: request.params.id, page: request.query }),
  );

  const action = { 200: consoleActionResponseSchema };

  app.post(
    '/api/admin/players/:id/adjust',
    {
      config: { staffRoles: CONSOLE_ROLES.money },
      schema: {
        tags,
        summary: 'Credit or debit a pocket with a reason (a balanced ledger entry)',
        params: playerIdParamsSchema,
        body: adjustBalanceRequestSchema,
        response: action,
      },
    },
    async (request) =>
      adjustPlayerBalance(deps(request), { id: request.params.id, request: request.body }),
  );

  app.post(
    '/api/admin/players/:id/mute',
    {
      config: { staffRoles: CONSOLE_ROLES.chat },
      schema: {
        tags,
        summary: 'Mute the player in chat',
        params: playerIdParamsSchema,
        body: muteRequestSchema,
        response: action,
      },
    },
    async (request) => mutePlayerChat(deps(request), { id: request.params.id, ...request.body }),
  );

  app.post(
    '/api/admin/players/:id/unmute',
    {
      config: { staffRoles: CONSOLE_ROLES.chat },
      schema: {
        tags,
        summary: 'Lift the chat mute',
        params: playerIdParamsSchema,
        body: reasonRequestSchema,
        response: action,
      },
    },
    async (request) => unmutePlayerChat(deps(request), { id: request.params.id, ...request.body }),
  );

  app.post(
    '/api/admin/players/:id/status',
    {
      config: { staffRoles: CONSOLE_ROLES.account },
      schema: {
        tags,
        summary: 'Suspend, ban or reinstate the account',
        params: playerIdParamsSchema,
        body: accountStatusRequestSchema,
        response: action,
      },
    },
    async (request) => setAccountStatus(deps(request), { id: request.params.id, ...request.body }),
  );

  app.post(
    '/api/admin/players/:id/reset-2fa',
    {
      config: { staffRoles: CONSOLE_ROLES.account },
      schema: {
        tags,
        summary: "Turn off the player's 2FA",
        params: playerIdParamsSchema,
        body: reasonRequestSchema,
        response: action,
      },
    },
    async (request) => resetTwoFactor(deps(request), { id: request.params.id, ...request.body }),
  );

  app.post(
    '/api/admin/players/:id/flags',
    {
      config: { staffRoles: CONSOLE_ROLES.account },
      schema: {
        tags,
        summary: 'Force a password or username change',
        params: playerIdParamsSchema,
        body: accountFlagsRequestSchema,
        response: action,
      },
    },
    async (request) =>
      setAccountFlags(deps(request), { id: request.params.id, request: request.body }),
  );

  app.post(
    '/api/admin/players/:id/notify',
    {
      config: { staffRoles: CONSOLE_ROLES.account },
      schema: {
        tags,
        summary: 'Send the player a notification',
        params: playerIdParamsSchema,
        body: notifyRequestSchema,
        response: action,
      },
    },
    async (request) =>
      notifyPlayer(deps(request), { id: request.params.id, request: request.body }),
  );

  app.post(
    '/api/admin/players/:id/notes',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: {
        tags,
        summary: 'Add a staff note',
        params: playerIdParamsSchema,
        body: noteRequestSchema,
        response: action,
      },
    },
    async (request) =>
      addPlayerNote(deps(request), { id: request.params.id, body: request.body.body }),
  );

  app.post(
    '/api/admin/players/:id/sessions/:sessionId/revoke',
    {
      config: { staffRoles: CONSOLE_ROLES.account },
      schema: {
        tags,
        summary: "Revoke one of the player's sessions",
        params: playerSessionParamsSchema,
        body: reasonRequestSchema,
        response: action,
      },
    },
    async (request) => revokePlayerSession(deps(request), { ...request.params, ...request.body }),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { staffRoles: CONSOLE_ROLES.audit },
      schema: {
        tags,
        summary: 'The admin audit log, newest first, filterable by operator and action',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
    },
    async (request) => getAuditLog({ db, query: request.query }),
  );

  // Live support's console view (issue 23 item 3, ADR 041): inside this plugin, so the gate applies.
  await app.register(liveSupportConsoleRoutes, { db, now, realtime: options.realtime });
  // Chat moderation and content (issues 22, 23; ADR 040).
  registerChatModerationRoutes(app, { db, now, deps });
  registerContentAdminRoutes(app, { db, now });
  // Money and operations sections (issue 22, ADR 039).
  registerWithdrawalsReviewRoutes(app, { db, now, realtime: options.realtime });
  registerOpsRoutes(app, { db, now, chains: options.chains });
  // Games: per-original settings and the crash chain (issue 22, ADR 044).
  registerGamesSettingsRoutes(app, { db, now, defaultMaxProfit: options.defaultMaxProfit });
  // The Rewards section: rates, gifts, lootbox codes (issue 22, ADR 045).
  registerRewardsAdminRoutes(app, { db, now, realtime: options.realtime });
  // Promotions: quests, challenges, the raffle (issue 22, ADR 046).
  registerPromotionsRoutes(app, { db, now, raffleDeps: options.raffleDeps });
  // Sportsbook trading (issue 22, ADR 047).
  registerTradingRoutes(app, { db, now, realtime: options.realtime, ...options.trading });
  // A player's responsible-gambling protections, read-only (issue 25 item 5, ADR 050).
  registerRgConsoleRoutes(app, { db, now });
  // CSV exports of the dashboard, audit log and player search (ADR 048).
  registerConsoleExportRoutes(app, { db, now });
  // The provider catalogue: switches and featured order (ADR 048).
  registerCatalogueAdminRoutes(app, { db, now });
};
