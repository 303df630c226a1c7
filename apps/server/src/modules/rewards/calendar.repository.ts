import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** The Pending Rewards calendar's rows (rewards migration). Dates are YYYY-MM-DD text (UTC). */

export interface CalendarItemRow {
  id: string;
  source: string;
  message: string;
  amount: bigint;
  unlock_date: string;
}

// `date` columns would come back as local-midnight Dates: read them as text instead.
const unlockDate = sql<string>`to_char(unlock_date, 'YYYY-MM-DD')`.as('unlock_date');
/** A YYYY-MM-DD string as a SQL date. */
export const sqlDate = (date: string) => sql<Date>`${date}::date`;

export async function insertCalendarItems(
  trx: Transaction<Database>,
  rows: Array<{
    user_id: string;
    source: string;
    source_ref: string;
    message: string;
    amount: bigint;
    unlock_date: string;
  }>,
): Promise<CalendarItemRow[]> {
  if (rows.length === 0) return [];
  return trx
    .insertInto('reward_calendar_items')
    .values(rows)
    .returning(['id', 'source', 'message', 'amount', unlockDate])
    .execute();
}

/** The player's unclaimed items up to `lastDate` (earlier, unclaimed ones included). */
export function findOpenCalendarItems(
  db: DB,
  userId: string,
  lastDate: string,
): Promise<CalendarItemRow[]> {
  return db
    .selectFrom('reward_calendar_items')
    .select(['id', 'source', 'message', 'amount', unlockDate])
    .where('user_id', '=', userId)
    .where('claimed_at', 'is', null)
    .where('unlock_date', '<=', sqlDate(lastDate))
    .orderBy('unlock_date')
    .orderBy('created_at')
    .orderBy('id')
    .limit(500)
    .execute();
}

/**
 * Marks one of the player's items claimed if it is open and unlocked by `today`: one conditional
 * update, so of concurrent claims exactly one gets the row.
 */
export function takeCalendarItem(
  trx: Transaction<Database>,
  options: { userId: string; itemId: string; today: string; now: Date },
): Promise<CalendarItemRow | undefined> {
  return trx
    .updateTable('reward_calendar_items')
    .set({ claimed_at: options.now })
    .where('id', '=', options.itemId)
    .where('user_id', '=', options.userId)
    .where('claimed_at', 'is', null)
    .where('unlock_date', '<=', sqlDate(options.today))
    .returning(['id', 'source', 'message', 'amount', unlockDate])
    .executeTakeFirst();
}

/** Why an item could not be taken: absent (or another player's), claimed, or not yet unlocked. */
export function findCalendarItemState(
  db: DB | Transaction<Database>,
  userId: string,
  itemId: string,
) {
  return db
    .selectFrom('reward_calendar_items')
    .select(['claimed_at', unlockDate])
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
