import {
  DASHBOARD_MAX_DAYS,
  OPS_MESSAGES,
  unitsToDecimal,
  type DashboardBreakdownRow,
  type DashboardBucket,
  type DashboardFigures,
  type DashboardLive,
  type DashboardResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  betsBreakdown,
  betsByPeriod,
  bonusesByPeriod,
  liveCounters,
  paymentsByPeriod,
  type BreakdownRow,
  type Range,
} from './dashboard.repository';

const DAY_MS = 86_400_000;

/** [from 00:00, to + 1 day 00:00) in UTC; refused past DASHBOARD_MAX_DAYS or reversed. */
export function dashboardRange(from: string, to: string, bucket: DashboardBucket): Range {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Use a date like 2026-11-29.');
  }
  if (end <= start) throw new AppError('VALIDATION_FAILED', OPS_MESSAGES.rangeReversed);
  if ((end.getTime() - start.getTime()) / DAY_MS > DASHBOARD_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', OPS_MESSAGES.rangeTooLong);
  }
  return { from: start, to: end, bucket };
}

/** The period starts (UTC dates) of the range, oldest first: weeks start on Monday. */
export function periodsOf(range: Range): string[] {
  const first = new Date(range.from);
  if (range.bucket === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (range.bucket === 'month') first.setUTCDate(1);
  const periods: string[] = [];
  for (const at = first; at < range.to;) {
    periods.push(at.toISOString().slice(0, 10));
    if (range.bucket === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (range.bucket === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return periods;
}

const keyOf = (period: string | null) => period ?? 'total';

interface Totals {
  stakes: bigint;
  payouts: bigint;
  bonuses: bigint;
  deposits: bigint;
  withdrawals: bigint;
  players: number;
  bets: number;
}

const empty = (): Totals => ({
  stakes: 0n,
  payouts: 0n,
  bonuses: 0n,
  deposits: 0n,
  withdrawals: 0n,
  players: 0,
  bets: 0,
});

function figures(t: Totals): DashboardFigures {
  const ggr = t.stakes - t.payouts;
  return {
    stakes: unitsToDecimal(t.stakes),
    payouts: unitsToDecimal(t.payouts),
    ggr: unitsToDecimal(ggr),
    bonuses: unitsToDecimal(t.bonuses),
    ngr: unitsToDecimal(ggr - t.bonuses),
    deposits: unitsToDecimal(t.deposits),
    withdrawals: unitsToDecimal(t.withdrawals),
    activePlayers: t.players,
    bets: t.bets,
  };
}

const breakdown = (rows: BreakdownRow[]): DashboardBreakdownRow[] =>
  rows.map((r) => ({
    key: r.key,
    bets: r.bets,
    players: r.players,
    stakes: unitsToDecimal(BigInt(r.stakes)),
    payouts: unitsToDecimal(BigInt(r.payouts)),
    ggr: unitsToDecimal(BigInt(r.stakes) - BigInt(r.payouts)),
  }));

/**
 * GGR (stakes − payouts), NGR (GGR − bonuses paid), deposits, withdrawals, bonuses, active
 * players and bets over a date range by day, week or month, with per game and per provider
 * tables (ADR 039).
 */
export async function getDashboard(
  db: DB,
  request: { from?: string | undefined; to?: string | undefined; bucket: DashboardBucket },
  now: Date,
): Promise<DashboardResponse> {
  const to = request.to ?? now.toISOString().slice(0, 10);
  const from =
    request.from ??
    new Date(new Date(`${to}T00:00:00.000Z`).getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
  const query = { from, to, bucket: request.bucket };
  const range = dashboardRange(query.from, query.to, query.bucket);
  const [bets, deposits, withdrawals, bonuses, byGame, byProvider] = await Promise.all([
    betsByPeriod(db, range),
    paymentsByPeriod(db, 'payment_deposits', range),
    paymentsByPeriod(db, 'payment_withdrawals', range),
    bonusesByPeriod(db, range),
    betsBreakdown(db, range, 'game'),
    betsBreakdown(db, range, 'provider'),
  ]);
  const byPeriod = new Map<string, Totals>();
  const at = (period: string | null) => {
    const key = keyOf(period);
    let totals = byPeriod.get(key);
    if (!totals) byPeriod.set(key, (totals = empty()));
    return totals;
  };
  for (const r of bets) {
    const t = at(r.period);
    t.stakes = BigInt(r.stakes);
    t.payouts = BigInt(r.payouts);
    t.players = r.players;
    t.bets = r.bets;
  }
  for (const r of deposits) at(r.period).deposits = BigInt(r.total);
  for (const r of withdrawals) at(r.period).withdrawals = BigInt(r.total);
  for (const r of bonuses) at(r.period).bonuses = BigInt(r.total);
  return {
    from: query.from,
    to: query.to,
    bucket: query.bucket,
    totals: figures(byPeriod.get('total') ?? empty()),
    series: periodsOf(range).map((period) => ({
      period,
      ...figures(byPeriod.get(period) ?? empty()),
    })),
    byGame: breakdown(byGame),
    byProvider: breakdown(byProvider),
  };
}

export async function getLiveCounters(db: DB, now: Date): Promise<DashboardLive> {
  const live = await liveCounters(db, now);
  return {
    playersOnline: live.online,
    betsLastMinute: live.bets,
    stakesLastMinute: unitsToDecimal(live.stakes),
    at: now.toISOString(),
  };
}
