import { sql, type Transaction } from 'kysely';
import type { RgExclusionKind, RgLimitKind, RgLimitPeriod } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/**
 * Responsible gambling's SQL (migration 20261201090000_responsible_gambling; ADR 050). Amounts
 * are units of 10⁻⁸ USD; days are UTC dates as 'YYYY-MM-DD'.
 */

type Executor = DB | Transaction<Database>;

export interface LimitRow {
  kind: RgLimitKind;
  period: RgLimitPeriod;
  amount: bigint;
  pending_amount: bigint | null;
  pending_at: Date | null;
}

export interface SettingsRow {
  reality_check_minutes: number | null;
  exclusion_kind: RgExclusionKind | null;
  exclusion_started_at: Date | null;
  excluded_until: Date | null;
}

/** One player's protections, as the bet path's memory keeps them. */
export interface RestrictionRow {
  user_id: string;
  exclusion_kind: RgExclusionKind | null;
  excluded_until: Date | null;
  play_limits: number;
  deposit_limits: number;
}

/** Every player with an exclusion or a limit (the in-memory copy's source). */
export async function listRestrictions(db: Executor): Promise<RestrictionRow[]> {
  const result = await sql<RestrictionRow>`
    SELECT u.user_id, s.exclusion_kind, s.excluded_until,
           coalesce(l.play_limits, 0)::int AS play_limits,
           coalesce(l.deposit_limits, 0)::int AS deposit_limits
    FROM (SELECT user_id FROM responsible_gambling WHERE exclusion_kind IS NOT NULL
          UNION SELECT user_id FROM responsible_gambling_limits) AS u
    LEFT JOIN responsible_gambling s ON s.user_id = u.user_id
    LEFT JOIN (SELECT user_id,
                      count(*) FILTER (WHERE kind <> 'deposit') AS play_limits,
                      count(*) FILTER (WHERE kind = 'deposit') AS deposit_limits
               FROM responsible_gambling_limits GROUP BY user_id) l ON l.user_id = u.user_id`.execute(
    db,
  );
  return result.rows;
}

export async function findSettings(db: Executor, userId: string): Promise<SettingsRow | undefined> {
  return db
    .selectFrom('responsible_gambling')
    .select(['reality_check_minutes', 'exclusion_kind', 'exclusion_started_at', 'excluded_until'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The player's settings row, created if missing and locked for this transaction. */
export async function lockSettings(
  trx: Transaction<Database>,
  userId: string,
): Promise<SettingsRow> {
  await trx
    .insertInto('responsible_gambling')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('responsible_gambling')
    .select(['reality_check_minutes', 'exclusion_kind', 'exclusion_started_at', 'excluded_until'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateSettings(
  trx: Transaction<Database>,
  userId: string,
  values: Partial<SettingsRow>,
): Promise<void> {
  await trx
    .updateTable('responsible_gambling')
    .set({ ...values, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

const LIMIT_COLUMNS = ['kind', 'period', 'amount', 'pending_amount', 'pending_at'] as const;

export function listLimits(db: Executor, userId: string): Promise<LimitRow[]> {
  return db
    .selectFrom('responsible_gambling_limits')
    .select(LIMIT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('period')
    .execute();
}

/**
 * The player's limits of these kinds, locked: concurrent bets (or changes) of one player with
 * limits queue here, so each sees what the one before it used (ADR 050).
 */
export function lockLimits(
  trx: Transaction<Database>,
  userId: string,
  kinds: readonly RgLimitKind[],
): Promise<LimitRow[]> {
  return trx
    .selectFrom('responsible_gambling_limits')
    .select(LIMIT_COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .orderBy('kind')
    .orderBy('period')
    .forUpdate()
    .execute();
}

export async function upsertLimit(
  trx: Transaction<Database>,
  userId: string,
  row: LimitRow,
): Promise<void> {
  await trx
    .insertInto('responsible_gambling_limits')
    .values({ user_id: userId, ...row })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'period']).doUpdateSet({
        amount: row.amount,
        pending_amount: row.pending_amount,
        pending_at: row.pending_at,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteLimit(
  trx: Transaction<Database>,
  userId: string,
  kind: RgLimitKind,
  period: RgLimitPeriod,
): Promise<void> {
  await trx
    .deleteFrom('responsible_gambling_limits')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .execute();
}

export interface PeriodStarts {
  day: string;
  week: string;
  month: string;
}

export type PeriodSums = Record<RgLimitPeriod, { wagered: bigint; lost: bigint }>;

/** What the player staked and lost (net) since each period's first day. */
export async function usageSince(
  db: Executor,
  userId: string,
  starts: PeriodStarts,
): Promise<PeriodSums> {
  const earliest = starts.week < starts.month ? starts.week : starts.month;
  const result = await sql<{
    dw: bigint | null;
    dl: bigint | null;
    ww: bigint | null;
    wl: bigint | null;
    mw: bigint | null;
    ml: bigint | null;
  }>`
    SELECT sum(wagered) FILTER (WHERE day >= ${starts.day}::date) AS dw,
           sum(lost) FILTER (WHERE day >= ${starts.day}::date) AS dl,
           sum(wagered) FILTER (WHERE day >= ${starts.week}::date) AS ww,
           sum(lost) FILTER (WHERE day >= ${starts.week}::date) AS wl,
           sum(wagered) FILTER (WHERE day >= ${starts.month}::date) AS mw,
           sum(lost) FILTER (WHERE day >= ${starts.month}::date) AS ml
    FROM responsible_gambling_usage
    WHERE user_id = ${userId} AND day >= ${earliest}::date`.execute(db);
  const row = result.rows[0];
  const n = (value: bigint | null | undefined) => BigInt(value ?? 0n);
  return {
    day: { wagered: n(row?.dw), lost: n(row?.dl) },
    week: { wagered: n(row?.ww), lost: n(row?.wl) },
    month: { wagered: n(row?.mw), lost: n(row?.ml) },
  };
}

/** Adds to a day's staked and lost totals (negative values take back). */
export async function addUsage(
  db: Executor,
  options: { userId: string; day: string; wagered: bigint; lost: bigint },
): Promise<void> {
  await sql`
    INSERT INTO responsible_gambling_usage (user_id, day, wagered, lost)
    VALUES (${options.userId}, ${options.day}::date, ${options.wagered}, ${options.lost})
    ON CONFLICT (user_id, day) DO UPDATE
    SET wagered = responsible_gambling_usage.wagered + excluded.wagered,
        lost = responsible_gambling_usage.lost + excluded.lost`.execute(db);
}

/**
 * Deletes at most `limit` usage rows of days before `before` (retention, ADR 050); answers how
 * many went. One short statement: a batch never holds many row locks for long.
 */
export async function deleteUsageBefore(
  db: Executor,
  before: string,
  limit: number,
): Promise<number> {
  const result = await sql`
    DELETE FROM responsible_gambling_usage
    WHERE (user_id, day) IN (SELECT user_id, day FROM responsible_gambling_usage
                             WHERE day < ${before}::date LIMIT ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Credited deposits (their dollar value) since each period's start. */
export async function depositedSince(
  db: Executor,
  userId: string,
  starts: PeriodStarts,
): Promise<Record<RgLimitPeriod, bigint>> {
  const earliest = starts.week < starts.month ? starts.week : starts.month;
  const result = await sql<{ d: bigint | null; w: bigint | null; m: bigint | null }>`
    SELECT sum(fiat_amount) FILTER (WHERE completed_at >= ${starts.day}::date) AS d,
           sum(fiat_amount) FILTER (WHERE completed_at >= ${starts.week}::date) AS w,
           sum(fiat_amount) FILTER (WHERE completed_at >= ${starts.month}::date) AS m
    FROM payment_deposits
    WHERE user_id = ${userId} AND status = 'COMPLETED'
      AND completed_at >= ${earliest}::date`.execute(db);
  const row = result.rows[0];
  return {
    day: BigInt(row?.d ?? 0n),
    week: BigInt(row?.w ?? 0n),
    month: BigInt(row?.m ?? 0n),
  };
}

export interface SessionPlayRow {
  started_at: Date;
  bets: number;
  wagered: bigint | null;
  won: bigint | null;
}

/**
 * The play since `since` (never before the login session began): its start and the settled
 * bets placed since.
 */
export async function sessionPlay(
  db: Executor,
  options: { userId: string; sessionId: string; since: Date | null },
): Promise<SessionPlayRow | undefined> {
  const since = options.since ? options.since.toISOString() : null;
  const result = await sql<SessionPlayRow>`
    WITH start AS (
      SELECT s.user_id, greatest(s.created_at, coalesce(${since}::timestamptz, s.created_at)) AS at
      FROM sessions s WHERE s.id = ${options.sessionId} AND s.user_id = ${options.userId}
    )
    SELECT start.at AS started_at, count(b.id)::int AS bets, sum(b.amount)::bigint AS wagered,
           sum(b.credits_won + b.freebets_won)::bigint AS won
    FROM start LEFT JOIN bets b ON b.user_id = start.user_id AND b.created_at >= start.at
    GROUP BY start.at`.execute(db);
  return result.rows[0];
}
