import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/** SQL of the affiliate programme (issue 18 item 5). Every read is scoped to one affiliate. */

export interface ResolvedCode {
  affiliateId: string;
  /** Null: the affiliate's default `users.referral_code`. */
  codeId: string | null;
}

/** A referral code, default (users.referral_code) first, then the campaigns; case-insensitive. */
export async function findReferralCode(db: DB, code: string): Promise<ResolvedCode | undefined> {
  const key = code.toLowerCase();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(referral_code)`, '=', key)
    .executeTakeFirst();
  if (user) return { affiliateId: user.id, codeId: null };
  const campaign = await db
    .selectFrom('affiliate_codes')
    .select(['id', 'user_id'])
    .where(sql<string>`lower(code)`, '=', key)
    .executeTakeFirst();
  return campaign ? { affiliateId: campaign.user_id, codeId: campaign.id } : undefined;
}

/** Inserts a click; false when this visitor already clicked this code. */
export async function insertClick(
  db: DB,
  click: { affiliateId: string; codeId: string | null; code: string; visitorId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insertInto('affiliate_clicks')
    .values({
      affiliate_id: click.affiliateId,
      code_id: click.codeId,
      code_key: click.code.toLowerCase(),
      visitor_id: click.visitorId,
      created_at: click.at,
    })
    .onConflict((c) => c.columns(['code_key', 'visitor_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function countCodes(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('affiliate_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(db: DB, code: { userId: string; code: string; name: string }) {
  return db
    .insertInto('affiliate_codes')
    .values({ user_id: code.userId, code: code.code, name: code.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function isUserReferralCode(db: DB, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(referral_code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOwner(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('reward_balances', 'reward_balances.user_id', 'users.id')
    .select(['users.referral_code', 'users.created_at', 'reward_balances.referral'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function listCodes(db: DB, userId: string) {
  return db
    .selectFrom('affiliate_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Clicks per code (null: the default code) of one affiliate. */
export async function clicksByCode(db: DB, affiliateId: string) {
  return db
    .selectFrom('affiliate_clicks')
    .select(['code_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('affiliate_id', '=', affiliateId)
    .groupBy('code_id')
    .execute();
}

/** Sign-ups and their wagering per code (null: the default code) of one affiliate. */
export async function signupsByCode(db: DB, affiliateId: string) {
  return db
    .selectFrom('users')
    .select([
      'affiliate_code_id',
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`coalesce(sum(amount_wagered), 0)::text`.as('wagered'),
    ])
    .where('referred_by', '=', affiliateId)
    .groupBy('affiliate_code_id')
    .execute();
}

export async function listReferred(db: DB, affiliateId: string, limit: number) {
  return db
    .selectFrom('users')
    .leftJoin('affiliate_codes', 'affiliate_codes.id', 'users.affiliate_code_id')
    .leftJoin('referral_commissions as rc', (join) =>
      join.onRef('rc.user_id', '=', 'users.id').on('rc.referrer_id', '=', affiliateId),
    )
    .select([
      'users.username',
      'users.hide_name',
      'users.created_at',
      'users.amount_wagered',
      'affiliate_codes.code',
      sql<string>`coalesce(rc.commission, 0)::text`.as('commission'),
    ])
    .where('users.referred_by', '=', affiliateId)
    .orderBy('users.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The referral commission earned from all referred players (claimed or not), units. */
export async function commissionEarned(db: DB, affiliateId: string): Promise<bigint> {
  const row = await db
    .selectFrom('referral_commissions')
    .select(sql<string>`coalesce(sum(commission), 0)::text`.as('earned'))
    .where('referrer_id', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return BigInt(row.earned);
}

export interface DailyRow {
  day: string;
  clicks: string;
  signups: string;
  wagered: string;
}

/**
 * Clicks, sign-ups and referred players' wagering (credits spent on bets) per UTC day, for the
 * `days` days ending on `until`'s day, one row per day (zeros included).
 */
export async function dailyStats(
  db: DB,
  affiliateId: string,
  until: Date,
  days: number,
): Promise<DailyRow[]> {
  const result = await sql<DailyRow>`
    WITH d AS (
      SELECT generate_series(
        (${until}::timestamptz AT TIME ZONE 'UTC')::date - ${days - 1}::int,
        (${until}::timestamptz AT TIME ZONE 'UTC')::date,
        interval '1 day')::date AS day
    ),
    c AS (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM affiliate_clicks WHERE affiliate_id = ${affiliateId}
        AND created_at >= (SELECT min(day) FROM d) GROUP BY 1
    ),
    s AS (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM users WHERE referred_by = ${affiliateId}
        AND created_at >= (SELECT min(day) FROM d) GROUP BY 1
    ),
    w AS (
      SELECT (b.created_at AT TIME ZONE 'UTC')::date AS day, sum(b.credits_spent) AS n
      FROM bets b JOIN users u ON u.id = b.user_id
      WHERE u.referred_by = ${affiliateId}
        AND b.created_at >= (SELECT min(day) FROM d) GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      coalesce(c.n, 0)::text AS clicks, coalesce(s.n, 0)::text AS signups,
      coalesce(w.n, 0)::text AS wagered
    FROM d LEFT JOIN c USING (day) LEFT JOIN s USING (day) LEFT JOIN w USING (day)
    ORDER BY d.day`.execute(db);
  return result.rows;
}
