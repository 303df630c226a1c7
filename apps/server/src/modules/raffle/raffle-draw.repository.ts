import type { RaffleRange } from '@tengu/fairness';
import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** The closed week's ticket table and the draw's winners (raffle migration). */

type Executor = DB | Transaction<Database>;

export interface RangeRow extends RaffleRange {
  userId: string;
}

/**
 * Closes an open week: the conditional update waits for every ticket write holding the week's
 * FOR SHARE lock, then the ticket table is numbered (players by username, byte order; tickets
 * from 1, contiguous) and stored. False when the week was not open (closed by someone else).
 */
export async function closeWeekRow(
  trx: Transaction<Database>,
  week: string,
  closedAt: Date,
): Promise<boolean> {
  const closed = await trx
    .updateTable('raffle_weeks')
    .set({ status: 'closed', closed_at: closedAt })
    .where('week_start', '=', week)
    .where('status', '=', 'open')
    .returning('week_start')
    .executeTakeFirst();
  if (!closed) return false;
  await sql`
    INSERT INTO raffle_ranges (week_start, first_ticket, ticket_count, user_id, username)
    SELECT t.week_start,
           sum(t.wagering_tickets + t.gold_tickets) OVER (ORDER BY u.username COLLATE "C")
             - (t.wagering_tickets + t.gold_tickets) + 1,
           t.wagering_tickets + t.gold_tickets, t.user_id, u.username
    FROM raffle_tickets t JOIN users u ON u.id = t.user_id
    WHERE t.week_start = ${week} AND t.wagering_tickets + t.gold_tickets > 0`.execute(trx);
  await sql`
    UPDATE raffle_weeks SET total_tickets = (
      SELECT coalesce(sum(ticket_count), 0) FROM raffle_ranges WHERE week_start = ${week})
    WHERE week_start = ${week}`.execute(trx);
  return true;
}

export async function findRanges(db: Executor, week: string): Promise<RangeRow[]> {
  const rows = await db
    .selectFrom('raffle_ranges')
    .select(['first_ticket', 'ticket_count', 'user_id', 'username'])
    .where('week_start', '=', week)
    .orderBy('first_ticket')
    .execute();
  return rows.map((r) => ({
    holder: r.username,
    first: Number(r.first_ticket),
    count: Number(r.ticket_count),
    userId: r.user_id,
  }));
}

/** Marks a closed week drawn; false when it was not closed any more (drawn by someone else). */
export async function markDrawn(
  trx: Transaction<Database>,
  options: { week: string; publicValue: string; source: string; drawnAt: Date },
): Promise<boolean> {
  const row = await trx
    .updateTable('raffle_weeks')
    .set({
      status: 'drawn',
      public_value: options.publicValue,
      public_value_source: options.source,
      drawn_at: options.drawnAt,
    })
    .where('week_start', '=', options.week)
    .where('status', '=', 'closed')
    .returning('week_start')
    .executeTakeFirst();
  return row !== undefined;
}

export interface WinnerRow {
  place: number;
  user_id: string;
  username: string;
  ticket: bigint;
  prize: bigint;
}

export async function insertWinner(
  trx: Transaction<Database>,
  row: WinnerRow & { week: string; ledgerEntryId: bigint },
): Promise<void> {
  await trx
    .insertInto('raffle_winners')
    .values({
      week_start: row.week,
      place: row.place,
      user_id: row.user_id,
      username: row.username,
      ticket: row.ticket,
      prize: row.prize,
      ledger_entry_id: row.ledgerEntryId,
    })
    .execute();
}

export function findWinners(db: Executor, week: string): Promise<WinnerRow[]> {
  return db
    .selectFrom('raffle_winners')
    .select(['place', 'user_id', 'username', 'ticket', 'prize'])
    .where('week_start', '=', week)
    .orderBy('place')
    .execute();
}
