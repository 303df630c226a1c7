import {
  CLAIM_COOLDOWN_DAYS,
  REWARD_MESSAGES,
  unitsToDecimal,
  type BonusState,
  type BonusType,
  type ClaimResult,
  type RewardSettings,
} from '@tengu/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { sqlDate } from './calendar.repository';
import { lockPayoutAccounts, payClaim } from './claim-payout';
import { addDays, monthStart, nextMonthStart, weekStart } from './reward-periods';
import { getRewardSettings } from './reward-settings';
import { claimResultOf, emitClaimEvents } from './reward-events';
import { findPlayer } from './rewards.repository';
import type { RewardsDeps } from './rewards.deps';

/**
 * The Weekly (WB1) and Monthly (MB1) bonuses (spec document 1 sections 3–5): a share of the house
 * edge of the player's bets of the previous week (from Friday 00:00 UTC) or month, claimable from
 * the Friday or the 1st that ends it, once, from VIP `bonusMinLevel`.
 */

interface Period {
  type: BonusType;
  kind: 'week' | 'month';
  /** The period a claim at `now` pays (the one that ended last). */
  claimable: string;
  /** When the next period becomes claimable (ISO 8601). */
  unlocksAt: string;
  bps: number;
}

function periodOf(type: BonusType, now: Date, settings: RewardSettings): Period {
  if (type === 'WB1') {
    const current = weekStart(now);
    return {
      type,
      kind: 'week',
      claimable: addDays(current, -7),
      unlocksAt: `${addDays(current, 7)}T00:00:00.000Z`,
      bps: settings.weeklyBps,
    };
  }
  const current = monthStart(now);
  const previous = monthStart(new Date(Date.parse(`${current}T00:00:00Z`) - 1));
  return {
    type,
    kind: 'month',
    claimable: previous,
    unlocksAt: `${nextMonthStart(now)}T00:00:00.000Z`,
    bps: settings.monthlyBps,
  };
}

/** edge × bps / 10⁴ (floor), in SQL so the claim's conditional update uses the same formula. */
const valueOf = (bps: number) => sql<bigint>`(edge * ${bps}) / 10000`;

/** The player's running week and month (start as YYYY-MM-DD, house edge), read once. */
async function findRunningPeriods(db: DB, userId: string) {
  const row = await db
    .selectFrom('reward_balances')
    .select(['week_edge', 'month_edge'])
    .select(sql<string | null>`to_char(week_start, 'YYYY-MM-DD')`.as('week_start'))
    .select(sql<string | null>`to_char(month_start, 'YYYY-MM-DD')`.as('month_start'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    week: { start: row?.week_start ?? null, edge: row?.week_edge ?? 0n },
    month: { start: row?.month_start ?? null, edge: row?.month_edge ?? 0n },
  };
}

/**
 * The house edge of a finished period not claimed yet: its `reward_periods` row, plus the
 * running counters of `reward_balances` when they still hold it (no bet since it ended).
 */
async function unclaimedEdge(
  db: DB,
  userId: string,
  period: Period,
  running: { start: string | null; edge: bigint },
): Promise<bigint> {
  const stored = await db
    .selectFrom('reward_periods')
    .select(['edge', 'claimed_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', period.kind)
    .where('period_start', '=', sqlDate(period.claimable))
    .executeTakeFirst();
  if (stored?.claimed_at) return 0n;
  return (stored?.edge ?? 0n) + (running.start === period.claimable ? running.edge : 0n);
}

/**
 * Moves the player's ended week and month from the running counters of `reward_balances` into
 * `reward_periods` (what the accrual does at the next bet), so that a claim finds its period
 * there. Runs under the claim's ledger locks, like a bet's accrual.
 */
async function moveEndedPeriods(trx: Transaction<Database>, userId: string, now: Date) {
  await sql`
    WITH rb AS (
      SELECT user_id, week_start, week_edge, week_wagered, month_start, month_edge, month_wagered
      FROM reward_balances WHERE user_id = ${userId} FOR UPDATE
    ), ended AS (
      SELECT rb.user_id, k.kind, k.start, k.edge, k.wagered
      FROM rb CROSS JOIN LATERAL (VALUES
        ('week'::text, rb.week_start, rb.week_edge, rb.week_wagered, ${weekStart(now)}::date),
        ('month'::text, rb.month_start, rb.month_edge, rb.month_wagered, ${monthStart(now)}::date)
      ) AS k(kind, start, edge, wagered, current)
      WHERE k.start <> k.current
    ), moved AS (
      INSERT INTO reward_periods AS rp (user_id, kind, period_start, edge, wagered)
      SELECT user_id, kind, start, edge, wagered FROM ended WHERE wagered > 0
      ON CONFLICT (user_id, kind, period_start) DO UPDATE SET
        edge = rp.edge + excluded.edge, wagered = rp.wagered + excluded.wagered
      RETURNING 1
    )
    UPDATE reward_balances r SET
      week_start = CASE WHEN e.week THEN NULL ELSE r.week_start END,
      week_edge = CASE WHEN e.week THEN 0 ELSE r.week_edge END,
      week_wagered = CASE WHEN e.week THEN 0 ELSE r.week_wagered END,
      month_start = CASE WHEN e.month THEN NULL ELSE r.month_start END,
      month_edge = CASE WHEN e.month THEN 0 ELSE r.month_edge END,
      month_wagered = CASE WHEN e.month THEN 0 ELSE r.month_wagered END
    FROM (SELECT bool_or(kind = 'week') AS week, bool_or(kind = 'month') AS month FROM ended) e
    WHERE r.user_id = ${userId} AND (e.week OR e.month)
  `.execute(trx);
}

export async function getBonusStates(
  deps: RewardsDeps,
  userId: string,
): Promise<{ weekly: BonusState; monthly: BonusState }> {
  const now = deps.now();
  const settings = await getRewardSettings(deps.db);
  const [player, running] = await Promise.all([
    findPlayer(deps.db, userId),
    findRunningPeriods(deps.db, userId),
  ]);
  const [weekly, monthly] = await Promise.all(
    (['WB1', 'MB1'] as const).map(async (type) => {
      const period = periodOf(type, now, settings);
      const edge = await unclaimedEdge(deps.db, userId, period, running[period.kind]);
      const value = (edge * BigInt(period.bps)) / 10_000n;
      const isActive = value > 0n && (player?.level ?? 0) >= settings.bonusMinLevel;
      const state: BonusState = {
        type,
        active: isActive,
        value: unitsToDecimal(isActive ? value : 0n),
        unlocks_at: period.unlocksAt,
      };
      return state;
    }),
  );
  return { weekly: weekly!, monthly: monthly! };
}

async function takePeriod(db: DB, userId: string, period: Period, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockPayoutAccounts(trx, userId);
    await moveEndedPeriods(trx, userId, now);
    const taken = await trx
      .updateTable('reward_periods')
      .set({ claimed_at: now })
      .where('user_id', '=', userId)
      .where('kind', '=', period.kind)
      .where('period_start', '=', sqlDate(period.claimable))
      .where('claimed_at', 'is', null)
      .where(valueOf(period.bps), '>', 0n)
      .returning(valueOf(period.bps).as('value'))
      .executeTakeFirst();
    if (!taken) return undefined;
    const kind = period.type === 'WB1' ? 'weekly' : 'monthly';
    return payClaim({
      trx,
      userId,
      kind,
      value: BigInt(taken.value),
      cooldownDays: CLAIM_COOLDOWN_DAYS[kind],
      now,
      reference: period.claimable,
    });
  });
}

/** POST /api/rewards/weekly/claim and /monthly/claim: half now, half over 7 or 28 days. */
export async function claimBonus(
  deps: RewardsDeps,
  userId: string,
  type: BonusType,
): Promise<ClaimResult> {
  const now = deps.now();
  const settings = await getRewardSettings(deps.db);
  const notEligible = () =>
    new AppError('BAD_REQUEST', REWARD_MESSAGES.notEligible, {
      data: { title: REWARD_MESSAGES.notEligibleTitle },
    });
  const player = await findPlayer(deps.db, userId);
  if (!player || player.level < settings.bonusMinLevel) throw notEligible();
  const payout = await takePeriod(deps.db, userId, periodOf(type, now, settings), now);
  if (!payout) throw notEligible();
  deps.realtime?.toUser(userId, 'user:bonusUpdate', { type, active: false });
  await emitClaimEvents(deps, userId, payout);
  return claimResultOf(deps, userId, payout);
}
