import {
  CONSOLE_ROLES,
  CSV_EXPORT_LIMIT,
  OPS_ROLES,
  auditQuerySchema,
  dashboardQuerySchema,
  playerSearchQuerySchema,
  type AuditEntry,
  type DashboardBreakdownRow,
  type DashboardResponse,
  type PlayerSummary,
} from '@tengu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { getAuditLog } from './audit.service';
import { sendCsv, toCsv, type CsvColumn } from './csv';
import { getDashboard } from './dashboard.service';
import { searchPlayers } from './players.service';

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['admin'];

type Period = DashboardResponse['series'][number];

export const PERIOD_CSV: readonly CsvColumn<Period>[] = [
  { header: 'period', value: (r) => r.period },
  { header: 'stakes_usd', value: (r) => r.stakes },
  { header: 'payouts_usd', value: (r) => r.payouts },
  { header: 'ggr_usd', value: (r) => r.ggr },
  { header: 'bonuses_usd', value: (r) => r.bonuses },
  { header: 'ngr_usd', value: (r) => r.ngr },
  { header: 'deposits_usd', value: (r) => r.deposits },
  { header: 'withdrawals_usd', value: (r) => r.withdrawals },
  { header: 'active_players', value: (r) => r.activePlayers },
  { header: 'bets', value: (r) => r.bets },
];

const breakdownCsv = (keyHeader: string): readonly CsvColumn<DashboardBreakdownRow>[] => [
  { header: keyHeader, value: (r) => r.key },
  { header: 'bets', value: (r) => r.bets },
  { header: 'players', value: (r) => r.players },
  { header: 'stakes_usd', value: (r) => r.stakes },
  { header: 'payouts_usd', value: (r) => r.payouts },
  { header: 'ggr_usd', value: (r) => r.ggr },
];

const AUDIT_CSV: readonly CsvColumn<AuditEntry>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'operator', value: (r) => r.operator },
  { header: 'action', value: (r) => r.action },
  { header: 'target_user_id', value: (r) => r.targetUserId },
  { header: 'target_username', value: (r) => r.targetUsername },
  { header: 'ip', value: (r) => r.ip },
  { header: 'details', value: (r) => JSON.stringify(r.details ?? null) },
];

const PLAYERS_CSV: readonly CsvColumn<PlayerSummary>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'username', value: (r) => r.username },
  { header: 'email', value: (r) => r.email },
  { header: 'status', value: (r) => r.status },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'matched_by', value: (r) => r.matchedBy },
];

/**
 * CSV exports of the console's views that are not `registerConsoleTable` tables (issue 22,
 * ADR 048): the dashboard's three breakdowns (by period, game, provider) for the same range as
 * the page, the audit log with its filters (at most CSV_EXPORT_LIMIT rows) and a player search.
 * Same roles as the views they export.
 */
export function registerConsoleExportRoutes(app: App, options: { db: DB; now: () => Date }) {
  const { db, now } = options;
  const dashboardCsv = [
    { name: 'periods', rows: (d: DashboardResponse) => d.series, columns: PERIOD_CSV },
    { name: 'games', rows: (d: DashboardResponse) => d.byGame, columns: breakdownCsv('game') },
    {
      name: 'providers',
      rows: (d: DashboardResponse) => d.byProvider,
      columns: breakdownCsv('provider'),
    },
  ] as const;
  for (const table of dashboardCsv) {
    app.get(
      `/api/admin/dashboard/${table.name}.csv`,
      {
        config: { staffRoles: OPS_ROLES.dashboard },
        schema: {
          tags,
          summary: `The dashboard by ${table.name} as CSV (same range and bucket as the page)`,
          querystring: dashboardQuerySchema,
        },
      },
      async (request, reply) => {
        const dashboard = await getDashboard(db, request.query, now());
        const rows = table.rows(dashboard) as never[];
        return sendCsv(
          reply,
          `dashboard-${table.name}`,
          toCsv(table.columns as readonly CsvColumn<never>[], rows),
          now(),
        );
      },
    );
  }

  app.get(
    '/api/admin/audit.csv',
    {
      config: { staffRoles: CONSOLE_ROLES.audit },
      schema: {
        tags,
        summary: `The audit log as CSV, newest first, same filters (at most ${CSV_EXPORT_LIMIT} rows)`,
        querystring: auditQuerySchema,
      },
    },
    async (request, reply) => {
      const log = await getAuditLog({
        db,
        query: { ...request.query, page: 1, pageSize: CSV_EXPORT_LIMIT },
      });
      return sendCsv(reply, 'audit', toCsv(AUDIT_CSV, log.items), now());
    },
  );

  app.get(
    '/api/admin/players.csv',
    {
      config: { staffRoles: CONSOLE_ROLES.players },
      schema: { tags, summary: 'A player search as CSV', querystring: playerSearchQuerySchema },
    },
    async (request, reply) => {
      const found = await searchPlayers({ db, q: request.query.q });
      return sendCsv(reply, 'players', toCsv(PLAYERS_CSV, found.players), now());
    },
  );
}
