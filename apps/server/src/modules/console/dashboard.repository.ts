import type { DashboardBucket } from '@tengu/shared';
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The dashboard's aggregates (ADR 039). Every query is bounded by a [from, to) range on an
 * indexed timestamp (BRIN on bets and ledger_entries — append-only, so a range scan reads only
 * the matching block ranges — and payment_*_completed_idx) and groups by period with GROUPING
 * SETS, so one statement answers both the series and the total (a null period is the range's
 * total; active players are distinct over the whole range).
 */

export interface Range {
  from: Date;
  to: Date;
  bucket: DashboardBucket;
}

/** The period's first day as text (YYYY-MM-DD, UTC), so no driver time zone applies. */
const periodOf = (column: RawBuilder<unknown>, bucket: DashboardBucket) =>
  sql<string | null>`to_char(date_trunc(${bucket}, ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

export interface BetPeriodRow {
  period: string | null;
  bets: number;
  players: number;
  stakes: bigint;
  payouts: bigint;
}

export async function betsByPeriod(db: DB, range: Range): Promise<BetPeriodRow[]> {
  const period = periodOf(sql.ref('created_at'), range.bucket);
  const result = await sql<BetPeriodRow>`
    SELECT ${period} AS period, count(*)::int AS bets, count(DISTINCT user_id)::int AS players,
      coalesce(sum(amount), 0)::bigint AS stakes,
      coalesce(sum(credits_won + freebets_won), 0)::bigint AS payouts
    FROM bets
    WHERE created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY GROUPING SETS ((1), ())
  `.execute(db);
  return result.rows;
}

export interface SumPeriodRow {
  period: string | null;
  total: bigint;
}

/** Completed deposits or withdrawals, in dollars at their price then, by completion time. */
export async function paymentsByPeriod(
  db: DB,
  table: 'payment_deposits' | 'payment_withdrawals',
  range: Range,
): Promise<SumPeriodRow[]> {
  const period = periodOf(sql.ref('completed_at'), range.bucket);
  const result = await sql<SumPeriodRow>`
    SELECT ${period} AS period, coalesce(sum(fiat_amount), 0)::bigint AS total
    FROM ${sql.table(table)}
    WHERE status = 'COMPLETED' AND completed_at >= ${range.from} AND completed_at < ${range.to}
    GROUP BY GROUPING SETS ((1), ())
  `.execute(db);
  return result.rows;
}

/** Bonuses paid: what left the house's `bonus_expense` accounts (USD), by entry time. */
export async function bonusesByPeriod(db: DB, range: Range): Promise<SumPeriodRow[]> {
  const period = periodOf(sql.ref('e.created_at'), range.bucket);
  const result = await sql<SumPeriodRow>`
    SELECT ${period} AS period, coalesce(-sum(p.amount), 0)::bigint AS total
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE e.created_at >= ${range.from} AND e.created_at < ${range.to}
      AND a.owner_type = 'house' AND a.house_kind = 'bonus_expense' AND a.currency = 'USD'
    GROUP BY GROUPING SETS ((1), ())
  `.execute(db);
  return result.rows;
}

export interface BreakdownRow {
  key: string;
  bets: number;
  players: number;
  stakes: bigint;
  payouts: bigint;
}

/** Bets per game (provider games by their name) or per provider ('originals' for ours). */
export async function betsBreakdown(
  db: DB,
  range: Range,
  by: 'game' | 'provider',
): Promise<BreakdownRow[]> {
  const key =
    by === 'game'
      ? sql`CASE WHEN game = 'slots' THEN coalesce(details->>'game_name', 'slots') ELSE game END`
      : sql`CASE WHEN game = 'slots' THEN coalesce(details->>'provider_name', details->>'provider', 'slots') ELSE 'originals' END`;
  const result = await sql<BreakdownRow>`
    SELECT ${key} AS key, count(*)::int AS bets, count(DISTINCT user_id)::int AS players,
      coalesce(sum(amount), 0)::bigint AS stakes,
      coalesce(sum(credits_won + freebets_won), 0)::bigint AS payouts
    FROM bets
    WHERE created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY 1
    ORDER BY stakes DESC, key
    LIMIT 100
  `.execute(db);
  return result.rows;
}

/** The live counters: players with a session seen lately, and the last minute's bets. */
export async function liveCounters(db: DB, now: Date) {
  const seenSince = new Date(now.getTime() - 5 * 60_000);
  const betsSince = new Date(now.getTime() - 60_000);
  const result = await sql<{ online: number; bets: number; stakes: bigint }>`
    SELECT
      (SELECT count(DISTINCT user_id)::int FROM sessions
        WHERE revoked_at IS NULL AND last_seen_at >= ${seenSince}) AS online,
      count(*)::int AS bets, coalesce(sum(amount), 0)::bigint AS stakes
    FROM bets WHERE created_at >= ${betsSince} AND created_at <= ${now}
  `.execute(db);
  const row = result.rows[0];
  return { online: row?.online ?? 0, bets: row?.bets ?? 0, stakes: BigInt(row?.stakes ?? 0) };
}
