import type { CalendarItem } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { insertCalendarItems } from './calendar.repository';
import { splitSchedule } from './claim-payout';
import { addDays, utcDate } from './reward-periods';
import { calendarItemOf } from './reward-events';

/**
 * The rewards module's one public door to the Pending Rewards calendar for other features (issue
 * 17: a challenge prize's second half). Puts `amount` on the player's calendar in `days` equal
 * parts (the remainder on the last), unlocking from tomorrow (UTC), inside the caller's
 * transaction. No money moves now: each item is paid from the bonus expense when claimed, like
 * the rewards' own scheduled halves (docs/decisions/015-rewards.md). Unique per (player, source,
 * `${sourceRef}:${n}`): granting the same thing twice fails rather than paying twice. Returns the
 * items as `user:newCalendarItem` carries them, to emit after the commit.
 */
export async function grantCalendarItems(options: {
  trx: Transaction<Database>;
  userId: string;
  source: string;
  sourceRef: string;
  /** Each item's message gets " n/days" appended. */
  label: string;
  amount: bigint;
  days: number;
  now: Date;
}): Promise<CalendarItem[]> {
  const today = utcDate(options.now);
  const parts = splitSchedule(options.amount, options.days);
  const rows = await insertCalendarItems(
    options.trx,
    parts
      .map((amount, n) => ({
        user_id: options.userId,
        source: options.source,
        source_ref: `${options.sourceRef}:${n + 1}`,
        message: `${options.label} ${n + 1}/${parts.length}`,
        amount,
        unlock_date: addDays(today, n + 1),
      }))
      .filter((item) => item.amount > 0n),
  );
  return rows.map((row) => calendarItemOf(row, today));
}
