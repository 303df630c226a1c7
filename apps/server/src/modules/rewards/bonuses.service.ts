import {
  CLAIM_COOLDOWN_DAYS,
  REWARD_MESSAGES,
  unitsToDecimal,
  type BonusState,
  type BonusType,
  type ClaimResult,
  type RewardSettings,
} from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
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

export async function getBonusStates(
  deps: RewardsDeps,
  userId: string,
): Promise<{ weekly: BonusState; monthly: BonusState }> {
  const now = deps.now();
  const settings = await getRewardSettings(deps.db);
  const player = await findPlayer(deps.db, userId);
  const [weekly, monthly] = await Promise.all(
    (['WB1', 'MB1'] as const).map(async (type) => {
      const period = periodOf(type, now, settings);
      const row = await deps.db
        .selectFrom('reward_periods')
        .select(valueOf(period.bps).as('value'))
        .where('user_id', '=', userId)
        .where('kind', '=', period.kind)
        .where('period_start', '=', sqlDate(period.claimable))
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      const value = BigInt(row?.value ?? 0n);
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
