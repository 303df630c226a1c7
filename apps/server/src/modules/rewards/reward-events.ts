import { unitsToDecimal, type CalendarItem, type ClaimResult } from '@tengu/shared';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { ClaimPayout } from './claim-payout';
import type { CalendarItemRow } from './calendar.repository';
import { pocketBalance } from './rewards.repository';
import { getRewardInfo } from './reward-info.service';
import type { RewardsDeps } from './rewards.deps';
import { utcDate } from './reward-periods';

/**
 * The real-time side of a claim (spec document 1 section 7, user channel). Called only after the
 * claim's transaction committed: a player must never see money a rollback could take back. A
 * failed emit never turns a committed claim into an error (the next fetch shows the figures).
 */

export function calendarItemOf(row: CalendarItemRow, today: string): CalendarItem {
  return {
    id: row.id,
    message: row.message,
    value: unitsToDecimal(row.amount),
    date: row.unlock_date,
    claimable: row.unlock_date <= today,
  };
}

/** The ClaimResult answer, with the committed credits and free-bet balances. */
export async function claimResultOf(deps: RewardsDeps, userId: string, payout: ClaimPayout) {
  const [credits, freebets] = await Promise.all([
    pocketBalance(deps.db, userId, 'credits'),
    pocketBalance(deps.db, userId, 'freebets'),
  ]);
  const result: ClaimResult = {
    value: unitsToDecimal(payout.value),
    paid: unitsToDecimal(payout.paid),
    scheduled: unitsToDecimal(payout.scheduled),
    cooldownDays: payout.cooldownDays,
    balance: { credits: unitsToDecimal(credits), freebets: unitsToDecimal(freebets) },
  };
  return result;
}

/** user:balance, user:newCalendarItem per scheduled part, then user:rewardInfo. */
export async function emitClaimEvents(
  deps: RewardsDeps,
  userId: string,
  payout: Pick<ClaimPayout, 'entry' | 'items'>,
): Promise<void> {
  const { realtime } = deps;
  if (!realtime) return;
  try {
    if (payout.entry) {
      await emitBalancesAfterCommit({ db: deps.db, realtime, result: payout.entry });
    }
    const today = utcDate(deps.now());
    for (const item of payout.items) {
      realtime.toUser(userId, 'user:newCalendarItem', calendarItemOf(item, today));
    }
    await emitRewardInfo(deps, userId);
  } catch {
    // Committed already: see above.
  }
}

export async function emitRewardInfo(deps: RewardsDeps, userId: string): Promise<void> {
  if (!deps.realtime) return;
  const info = await getRewardInfo(deps, userId).catch(() => undefined);
  if (info) deps.realtime.toUser(userId, 'user:rewardInfo', info);
}
