import {
  CALENDAR_DAYS,
  REWARD_MESSAGES,
  type CalendarItem,
  type CalendarResponse,
  type ClaimResult,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { lockPayoutAccounts, postRewardEntry, type ClaimPayout } from './claim-payout';
import {
  findCalendarItemState,
  findOpenCalendarItems,
  takeCalendarItem,
} from './calendar.repository';
import { addDays, utcDate } from './reward-periods';
import { calendarItemOf, claimResultOf, emitClaimEvents } from './reward-events';
import type { RewardsDeps } from './rewards.deps';

/**
 * The Pending Rewards calendar (spec document 2 sections 2–3; document 1 section 4): 28 days from
 * today (UTC), every date present; an item unlocks on its date and a claim pays it in full from
 * the bonus expense and removes it. Earlier items not yet claimed are listed under today.
 */
export async function getCalendar(deps: RewardsDeps, userId: string): Promise<CalendarResponse> {
  const today = utcDate(deps.now());
  const last = addDays(today, CALENDAR_DAYS - 1);
  const calendar: Record<string, CalendarItem[]> = {};
  for (let n = 0; n < CALENDAR_DAYS; n++) calendar[addDays(today, n)] = [];
  for (const row of await findOpenCalendarItems(deps.db, userId, last)) {
    const day = row.unlock_date < today ? today : row.unlock_date;
    calendar[day]?.push(calendarItemOf(row, today));
  }
  return { today, calendar };
}

/** POST /api/rewards/calendar/:id/claim: only the player's own item, on or after its date, once. */
export async function claimCalendarItem(
  deps: RewardsDeps,
  userId: string,
  itemId: string,
): Promise<ClaimResult> {
  const now = deps.now();
  const today = utcDate(now);
  const payout = await deps.db.transaction().execute(async (trx) => {
    await lockPayoutAccounts(trx, userId);
    const item = await takeCalendarItem(trx, { userId, itemId, today, now });
    if (!item) {
      const state = await findCalendarItemState(trx, userId, itemId);
      // Claimed items are gone from the calendar: as unknown as another player's.
      if (!state || state.claimed_at)
        throw new AppError('NOT_FOUND', REWARD_MESSAGES.calendarNotFound);
      throw new AppError('BAD_REQUEST', REWARD_MESSAGES.calendarLocked);
    }
    const claim = await trx
      .insertInto('reward_claims')
      .values({
        user_id: userId,
        kind: 'calendar',
        value: item.amount,
        paid: item.amount,
        scheduled: 0n,
        reference: item.source,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await postRewardEntry({
      trx,
      userId,
      idempotencyKey: `reward:calendar:${item.id}`,
      reference: item.source,
      amount: item.amount,
    });
    const result: ClaimPayout = {
      claimId: claim.id,
      value: item.amount,
      paid: item.amount,
      scheduled: 0n,
      cooldownDays: 0,
      entry,
      items: [],
    };
    return result;
  });
  deps.realtime?.toUser(userId, 'user:calendarClaim', { id: itemId });
  await emitClaimEvents(deps, userId, payout);
  return claimResultOf(deps, userId, payout);
}
