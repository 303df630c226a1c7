import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** The `challenges` table (migration 20261126140000_challenges; ADR 021). */

export interface ChallengeRow {
  id: string;
  number: number;
  title: string;
  title_is_custom: boolean;
  game: string;
  min_multiplier_x100: bigint;
  min_stake: bigint;
  prize: bigint;
  starts_at: Date;
  ends_at: Date | null;
  cancelled_at: Date | null;
  winner_id: string | null;
  won_at: Date | null;
  won_stake: bigint | null;
  won_payout: bigint | null;
}

/** A row with its winner's name (null when the winner hides it, or has not won yet). */
export interface ChallengeView extends ChallengeRow {
  winner_name: string | null;
}

const COLUMNS = [
  'id',
  'number',
  'title',
  'title_is_custom',
  'game',
  'min_multiplier_x100',
  'min_stake',
  'prize',
  'starts_at',
  'ends_at',
  'cancelled_at',
  'winner_id',
  'won_at',
  'won_stake',
  'won_payout',
] as const;
/** The same, in the joined view (`c` is the challenge). */
const VIEW_COLUMNS = [
  'c.id',
  'c.number',
  'c.title',
  'c.title_is_custom',
  'c.game',
  'c.min_multiplier_x100',
  'c.min_stake',
  'c.prize',
  'c.starts_at',
  'c.ends_at',
  'c.cancelled_at',
  'c.winner_id',
  'c.won_at',
  'c.won_stake',
  'c.won_payout',
] as const;

function views(db: DB) {
  return db
    .selectFrom('challenges as c')
    .leftJoin('users as u', 'u.id', 'c.winner_id')
    .select(VIEW_COLUMNS)
    .select(
      sql<string | null>`CASE WHEN u.hide_name THEN NULL ELSE u.username END`.as('winner_name'),
    );
}

export function insertChallenge(
  trx: Transaction<Database>,
  row: {
    title: string;
    title_is_custom: boolean;
    game: string;
    min_multiplier_x100: bigint;
    min_stake: bigint;
    prize: bigint;
    starts_at: Date;
    ends_at: Date | null;
    created_by: string;
  },
): Promise<ChallengeRow> {
  return trx.insertInto('challenges').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Not won, not cancelled and not ended by `now` (upcoming ones included), oldest first. */
export function findOpenViews(db: DB, now: Date): Promise<ChallengeView[]> {
  return views(db)
    .where('c.winner_id', 'is', null)
    .where('c.cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', now)]))
    .orderBy('c.starts_at')
    .orderBy('c.number')
    .limit(200)
    .execute();
}

/** The most recently won. */
export function findWonViews(db: DB, limit: number): Promise<ChallengeView[]> {
  return views(db)
    .where('c.winner_id', 'is not', null)
    .orderBy('c.won_at', 'desc')
    .orderBy('c.number', 'desc')
    .limit(limit)
    .execute();
}

export function findViewByNumber(db: DB, number: number): Promise<ChallengeView | undefined> {
  return views(db).where('c.number', '=', number).executeTakeFirst();
}

/** How many can be won at `now`. */
export async function countOpen(db: DB, now: Date): Promise<number> {
  const row = await db
    .selectFrom('challenges')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('winner_id', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every challenge that could still be won, of these games (the win check's candidates). */
export function findWinnable(db: DB, games: string[]): Promise<ChallengeRow[]> {
  if (games.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('challenges')
    .select(COLUMNS)
    .where('winner_id', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('game', 'in', games)
    .orderBy('number')
    .execute();
}

/**
 * Makes `userId` the winner if nobody is yet and the challenge is still running at `at`: one
 * conditional update, so of two concurrent qualifying bets exactly one gets the row.
 */
export function takeWin(
  trx: Transaction<Database>,
  options: { id: string; userId: string; at: Date; stake: bigint; payout: bigint },
): Promise<ChallengeRow | undefined> {
  return trx
    .updateTable('challenges')
    .set({
      winner_id: options.userId,
      won_at: options.at,
      won_stake: options.stake,
      won_payout: options.payout,
    })
    .where('id', '=', options.id)
    .where('winner_id', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', options.at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', options.at)]))
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function setPrizeEntry(
  trx: Transaction<Database>,
  id: string,
  entryId: bigint,
): Promise<void> {
  await trx
    .updateTable('challenges')
    .set({ ledger_entry_id: entryId })
    .where('id', '=', id)
    .execute();
}

/** Cancels one that nobody has won: conditional, so a cancel never takes a won prize back. */
export function cancelOpen(
  trx: Transaction<Database>,
  number: number,
  now: Date,
): Promise<ChallengeRow | undefined> {
  return trx
    .updateTable('challenges')
    .set({ cancelled_at: now })
    .where('number', '=', number)
    .where('winner_id', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Every challenge for the operator's list, newest first. */
export function findAllViews(db: DB, limit: number): Promise<ChallengeView[]> {
  return views(db).orderBy('c.number', 'desc').limit(limit).execute();
}
