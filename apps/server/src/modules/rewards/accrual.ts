import {
  decimalToUnits,
  LEVEL_REWARDS_USD,
  unitsToDecimal,
  type CalendarItem,
  type RewardSettings,
} from '@tengu/shared';
import { derivedOnce } from '#app/derived-once';
import type { PlayEvent, PlayHandler } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';
import {
  accrualStatement,
  type AccrualInput,
  type AccrualRow,
  type PlayerAccrual,
} from './accrual.repository';
import { getRewardSettings } from './reward-settings';
import { monthStart, utcDate, weekStart } from './reward-periods';

/**
 * The rewards' play handler (ARCHITECTURE.md, "Play events"; docs/decisions/015-rewards.md): the
 * events of a batch of bets become one accrual statement (accrual.repository.ts) in the bets'
 * transaction; after the commit the players (and referrers) get their new balances.
 *
 * Integer arithmetic (spec document 1 section 5, rakeback and Daily Dollars): a bet's edge =
 * ⌊credits staked × HOUSE_EDGE_BPS ÷ 10⁴⌋; per batch and player, rakeback = ⌊Σ edge × rate ÷
 * 10⁴⌋ (the boost's rate while it is active), the referrer's commission = ⌊Σ edge × referralBps
 * ÷ 10⁴⌋; Daily Dollars XP × 10⁸ = credits staked × XP per dollar.
 */

const UNITS_PER_USD = 100_000_000n;
const BPS = 10_000n;

/** What the accrual changed, for the events after commit. */
export interface Accrual {
  rows: AccrualRow[];
  /** Daily Dollars target in whole XP (`user:ddProgress`). */
  ddTarget: number;
}

/** The level-up rewards in units (constant). */
const LEVEL_REWARD_UNITS = LEVEL_REWARDS_USD.map((usd) => decimalToUnits(usd));

/** Daily Dollars per level in units, once per settings object (cached 5 s), not per batch. */
const ddPerLevelUnits = derivedOnce((settings: RewardSettings) =>
  settings.dailyDollarsByLevel.map((usd) => decimalToUnits(usd)),
);

/** The batch's accruals per player (players who staked no credits earn nothing). */
export function accrualInput(events: readonly PlayEvent[], settings: RewardSettings): AccrualInput {
  const byPlayer = new Map<string, { edge: bigint; wagered: bigint }>();
  let at = new Date(0);
  for (const event of events) {
    if (event.stakeCredits <= 0n) continue;
    const sums = byPlayer.get(event.userId) ?? { edge: 0n, wagered: 0n };
    sums.edge += (event.stakeCredits * BigInt(event.edgeBps)) / BPS;
    sums.wagered += event.stakeCredits;
    byPlayer.set(event.userId, sums);
    if (event.at > at) at = event.at;
  }
  const share = (edge: bigint, bps: number) => (edge * BigInt(bps)) / BPS;
  const players: PlayerAccrual[] = [...byPlayer].map(([userId, { edge, wagered }]) => ({
    userId,
    rakebackBase: share(edge, settings.rakebackBps),
    rakebackBoost: share(edge, settings.boostBps),
    referral: share(edge, settings.referralBps),
    edge,
    wagered,
    xp: wagered * BigInt(settings.dailyDollarsXpPerUsd),
  }));
  return {
    players,
    at,
    ddTarget: BigInt(settings.dailyDollarsTarget) * UNITS_PER_USD,
    ddPerLevel: ddPerLevelUnits(settings),
    levelRewards: LEVEL_REWARD_UNITS,
    weekStart: weekStart(at),
    monthStart: monthStart(at),
    today: utcDate(at),
  };
}

/** After commit: each player's rakeback, Daily Dollars and new level items; the referrers'. */
export function publishAccrual(accrual: Accrual, realtime: Realtime): void {
  for (const row of accrual.rows) {
    if (row.kind === 'item') {
      if (!row.item_id || !row.message || row.amount === null || !row.unlock_date) continue;
      const item: CalendarItem = {
        id: row.item_id,
        message: row.message,
        value: unitsToDecimal(row.amount),
        date: row.unlock_date,
        claimable: row.unlock_date <= utcDate(new Date()),
      };
      realtime.toUser(row.user_id, 'user:newCalendarItem', item);
      continue;
    }
    if (row.rakeback_changed && row.rakeback !== null) {
      realtime.toUser(row.user_id, 'user:rakeback', {
        rakeback_balance: unitsToDecimal(row.rakeback),
      });
    }
    if (row.xp_added && row.dd_progress !== null) {
      realtime.toUser(row.user_id, 'user:ddProgress', {
        progress: Number(row.dd_progress / UNITS_PER_USD),
        target: accrual.ddTarget,
      });
    }
    if (row.dd_changed && row.dd_balance !== null) {
      realtime.toUser(row.user_id, 'user:ddBalance', { ddBalance: unitsToDecimal(row.dd_balance) });
    }
    if (row.referral_changed && row.referral !== null) {
      realtime.toUser(row.user_id, 'user:referralBalance', {
        referral_balance: unitsToDecimal(row.referral),
      });
    }
  }
}

/** Registered by app.ts on every app's play-events registry. */
export const rewardsPlayHandler: PlayHandler<RewardSettings, AccrualRow, Accrual> = {
  name: 'rewards',
  prepare: getRewardSettings,
  statement: (db, events, settings) => {
    const input = accrualInput(events, settings);
    if (input.players.length === 0) return null;
    return accrualStatement(input, (rows) => ({
      rows,
      ddTarget: settings.dailyDollarsTarget,
    }));
  },
  publish: publishAccrual,
};
