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
 * FOR SHARE lock, then the ticket table is numbered (players by published name, byte order; tickets
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
  // A player who hides their name (users.hide_name) is published as a stable pseudonym
  // (`Hidden#` + 12 hex digits, '#' being no username character), never by name.
  await sql`
    WITH held AS (
      SELECT t.week_start, t.user_id, t.wagering_tickets + t.gold_tickets AS tickets,
             CASE WHEN u.hide_name
                  THEN 'Hidden#' || left(md5(t.user_id::text || ':' || t.week_start::text), 12)
                  ELSE u.username END AS label
      FROM raffle_tickets t JOIN users u ON u.id = t.user_id
      WHERE t.week_start = ${week} AND t.wagering_tickets + t.gold_tickets > 0)
    INSERT INTO raffle_ranges (week_start, first_ticket, ticket_count, user_id, username)
    SELECT week_start, sum(tickets) OVER (ORDER BY label COLLATE "C") - tickets + 1,
           tickets, user_id, label
    FROM held`.execute(trx);
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
