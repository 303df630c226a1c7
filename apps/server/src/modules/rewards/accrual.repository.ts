import type { Statement } from '#app/db/database';
import { fixedSql } from '#app/db/fixed-sql';
import { derivedOnce } from '#app/derived-once';

/**
 * The rewards' accrual statement (docs/decisions/015-rewards.md): ONE statement per coalesced
 * batch of bets, whatever its number of players, run inside the bets' transaction after they
 * stored the new levels. For every player of the batch it adds rakeback (at the boost rate while
 * `boost_expires_at` is in the future), Daily Dollars XP (completions added to the balance at the
 * player's level), the house edge and wagered total of the running week and month (kept in the
 * same row; a week or month that has ended moves to `reward_periods` first), and grants the
 * calendar item of every level crossed since `level_rewarded`; the referrer of each referred
 * player gets the commission. One row written per player (and referrer) and batch. Units of 10⁻⁸ USD; Daily Dollars XP in XP × 10⁸.
 *
 * It must not fail for valid input (ADR 012: it runs after the bets' writes): products are taken
 * in numeric, rows are upserted, and a level's calendar item is unique per (player, 'level', N).
 */

/** One player's accrual of the batch, summed over their bets. */
export interface PlayerAccrual {
  userId: string;
  /** Rakeback at the base rate and at the boost rate (the statement picks one). */
  rakebackBase: bigint;
  rakebackBoost: bigint;
  /** The referrer's commission (added only when the player has a referrer). */
  referral: bigint;
  /** House edge and credits wagered of the batch. */
  edge: bigint;
  wagered: bigint;
  /** Daily Dollars XP × 10⁸ earned by the batch. */
  xp: bigint;
}

export interface AccrualInput {
  players: PlayerAccrual[];
  at: Date;
  /** The Daily Dollars target in XP × 10⁸. */
  ddTarget: bigint;
  /** Units added per Daily Dollars completion at each level 0 … 40. */
  ddPerLevel: bigint[];
  /** The level-up reward of each level 0 … 40, in units. */
  levelRewards: bigint[];
  /** YYYY-MM-DD (UTC): the week's Friday, the month's 1st, today. */
  weekStart: string;
  monthStart: string;
  today: string;
}

export interface AccrualRow {
  kind: 'balance' | 'item';
  user_id: string;
  rakeback: bigint | null;
  referral: bigint | null;
  dd_progress: bigint | null;
  dd_balance: bigint | null;
  is_player: boolean | null;
  rakeback_changed: boolean | null;
  referral_changed: boolean | null;
  xp_added: boolean | null;
  dd_changed: boolean | null;
  item_id: string | null;
  message: string | null;
  amount: bigint | null;
  unlock_date: string | null;
}

const strings = (values: bigint[]) => values.map(String);

/** The per-level tables as parameters: the same arrays come with every batch, so once each. */
const tableParameter = derivedOnce(strings);

export function accrualStatement<Result>(
  input: AccrualInput,
  read: (rows: AccrualRow[]) => Result,
): Statement<AccrualRow, Result> {
  const { players } = input;
  const column = (pick: (p: PlayerAccrual) => bigint) => players.map(pick);
  const target = String(input.ddTarget);
  const dd = tableParameter(input.ddPerLevel);
  const rewards = tableParameter(input.levelRewards);
  const query = fixedSql<AccrualRow>`
    WITH v AS (
      SELECT * FROM unnest(
        ${players.map((p) => p.userId)}::uuid[], ${column((p) => p.rakebackBase)}::bigint[],
        ${column((p) => p.rakebackBoost)}::bigint[], ${column((p) => p.referral)}::bigint[],
        ${column((p) => p.edge)}::bigint[], ${column((p) => p.wagered)}::bigint[],
        ${column((p) => p.xp)}::numeric[])
        AS v(user_id, rakeback_base, rakeback_boost, referral, edge, wagered, xp)
    ), p AS (
      SELECT v.user_id, v.referral, v.edge, v.wagered, v.xp, u.referred_by, u.level,
             CASE WHEN rb.boost_expires_at > ${input.at}::timestamptz
                  THEN v.rakeback_boost ELSE v.rakeback_base END AS rakeback,
             coalesce(rb.level_rewarded, 0) AS level_rewarded,
             coalesce(rb.dd_balance, 0) AS dd_before,
             rb.week_start, rb.week_edge, rb.week_wagered,
             rb.month_start, rb.month_edge, rb.month_wagered
      FROM v JOIN users u ON u.id = v.user_id
      LEFT JOIN reward_balances rb ON rb.user_id = v.user_id
    ), a AS (
      -- One row per reward_balances row the batch changes: a player, a referrer, or both.
      SELECT user_id, sum(rakeback)::bigint AS rakeback, sum(referral)::bigint AS referral,
             sum(xp) AS xp, max(level) AS level, max(dd_before) AS dd_before,
             bool_or(is_player) AS is_player, sum(edge)::bigint AS edge,
             sum(wagered)::bigint AS wagered
      FROM (
        SELECT user_id, rakeback, 0::bigint AS referral, xp, level, dd_before, true AS is_player,
               edge, wagered
        FROM p
        UNION ALL
        SELECT referred_by, 0, referral, 0, 0, NULL, false, 0, 0
        FROM p WHERE referred_by IS NOT NULL AND referral > 0
      ) x
      GROUP BY user_id
    ), ended AS (
      -- A running week or month that has ended moves to reward_periods (as the row was before
      -- this statement: every part of it sees the same snapshot).
      INSERT INTO reward_periods AS rp (user_id, kind, period_start, edge, wagered)
      SELECT p.user_id, k.kind, k.start, k.edge, k.wagered
      FROM p CROSS JOIN LATERAL (VALUES
        ('week'::text, p.week_start, p.week_edge, p.week_wagered, ${input.weekStart}::date),
        ('month'::text, p.month_start, p.month_edge, p.month_wagered, ${input.monthStart}::date)
      ) AS k(kind, start, edge, wagered, current)
      WHERE p.wagered > 0 AND k.start <> k.current AND k.wagered > 0
      ON CONFLICT (user_id, kind, period_start) DO UPDATE SET
        edge = rp.edge + excluded.edge, wagered = rp.wagered + excluded.wagered
      RETURNING 1
    ), b AS (
      INSERT INTO reward_balances AS r
        (user_id, rakeback, referral, dd_progress, dd_balance, level_rewarded,
         week_start, week_edge, week_wagered, month_start, month_edge, month_wagered)
      SELECT a.user_id, a.rakeback, a.referral, mod(a.xp, ${target}::numeric)::bigint,
             (div(a.xp, ${target}::numeric) * coalesce((${dd}::bigint[])[a.level + 1], 0))::bigint,
             CASE WHEN a.is_player THEN a.level ELSE 0 END,
             CASE WHEN a.wagered > 0 THEN ${input.weekStart}::date END, a.edge, a.wagered,
             CASE WHEN a.wagered > 0 THEN ${input.monthStart}::date END, a.edge, a.wagered
      FROM a
      ON CONFLICT (user_id) DO UPDATE SET
        rakeback = r.rakeback + excluded.rakeback,
        referral = r.referral + excluded.referral,
        dd_progress = (
          SELECT CASE WHEN a.xp > 0 THEN mod(r.dd_progress + a.xp, ${target}::numeric)::bigint
                      ELSE r.dd_progress END
          FROM a WHERE a.user_id = r.user_id),
        dd_balance = (
          SELECT r.dd_balance + CASE WHEN a.xp > 0
            THEN (div(r.dd_progress + a.xp, ${target}::numeric)
                  * coalesce((${dd}::bigint[])[a.level + 1], 0))::bigint
            ELSE 0 END
          FROM a WHERE a.user_id = r.user_id),
        level_rewarded = greatest(r.level_rewarded, excluded.level_rewarded),
        -- Only play moves the running week and month on (a referrer's commission does not).
        week_start = CASE WHEN excluded.week_wagered > 0 THEN excluded.week_start
                          ELSE r.week_start END,
        week_edge = CASE WHEN excluded.week_wagered = 0 THEN r.week_edge
                         WHEN r.week_start = excluded.week_start
                         THEN r.week_edge + excluded.week_edge
                         ELSE excluded.week_edge END,
        week_wagered = CASE WHEN excluded.week_wagered = 0 THEN r.week_wagered
                            WHEN r.week_start = excluded.week_start
                            THEN r.week_wagered + excluded.week_wagered
                            ELSE excluded.week_wagered END,
        month_start = CASE WHEN excluded.month_wagered > 0 THEN excluded.month_start
                           ELSE r.month_start END,
        month_edge = CASE WHEN excluded.month_wagered = 0 THEN r.month_edge
                          WHEN r.month_start = excluded.month_start
                          THEN r.month_edge + excluded.month_edge
                          ELSE excluded.month_edge END,
        month_wagered = CASE WHEN excluded.month_wagered = 0 THEN r.month_wagered
                             WHEN r.month_start = excluded.month_start
                             THEN r.month_wagered + excluded.month_wagered
                             ELSE excluded.month_wagered END,
        updated_at = now()
      RETURNING r.user_id, r.rakeback, r.referral, r.dd_progress, r.dd_balance
    ), i AS (
      -- A level's reward once, whatever the concurrency: unique (user_id, source, source_ref).
      INSERT INTO reward_calendar_items (user_id, source, source_ref, message, amount, unlock_date)
      SELECT p.user_id, 'level', n::text, 'LU Level ' || n || ' reward',
             (${rewards}::bigint[])[n + 1], ${input.today}::date
      FROM p CROSS JOIN LATERAL generate_series(p.level_rewarded + 1, p.level) AS n
      WHERE (${rewards}::bigint[])[n + 1] > 0
      ON CONFLICT (user_id, source, source_ref) DO NOTHING
      RETURNING id, user_id, message, amount, unlock_date
    )
    SELECT 'balance' AS kind, b.user_id::text AS user_id, b.rakeback, b.referral, b.dd_progress,
           b.dd_balance, a.is_player, a.rakeback > 0 AS rakeback_changed,
           a.referral > 0 AS referral_changed, a.xp > 0 AS xp_added,
           (a.is_player AND b.dd_balance <> a.dd_before) AS dd_changed,
           NULL::text AS item_id, NULL::text AS message, NULL::bigint AS amount,
           NULL::text AS unlock_date
    FROM b JOIN a ON a.user_id = b.user_id
    UNION ALL
    SELECT 'item', i.user_id::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           i.id::text, i.message, i.amount, to_char(i.unlock_date, 'YYYY-MM-DD')
    FROM i`;
  return { query, read };
}
