import type { LockedBalanceType } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB, Statement } from '#app/db/database';
import { fixedSql } from '#app/db/fixed-sql';
import type { Database } from '#app/db/schema';

/**
 * The locked balance records and their counters (ADR 017). `locked` + `unlocked` of a record
 * equal its ledger pocket `locked:<id>:locked`: a grant adds to both in one transaction, the bet
 * batch moves `locked` to `unlocked` (money stays in the pocket), a claim moves `unlocked` out of
 * the pocket to credits and resets it.
 */

export interface LockedRecord {
  id: string;
  user_id: string;
  type: LockedBalanceType;
  locked: bigint;
  unlocked: bigint;
}

/**
 * Opens a funded locked balance record (counter `locked` = amount) unless `source` already has
 * one; returns its id, or undefined when the source was already granted.
 */
export async function insertLockedRecord(
  trx: Transaction<Database>,
  values: { userId: string; type: LockedBalanceType; amount: bigint; source: string },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('locked_balances')
    .values({
      user_id: values.userId,
      type: values.type,
      locked: values.amount,
      source: values.source,
    })
    .onConflict((c) => c.column('source').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** One player's records that still hold money, oldest first (type filter optional). */
export async function findOpenRecords(
  db: DB,
  userId: string,
  type?: LockedBalanceType,
): Promise<LockedRecord[]> {
  let query = db
    .selectFrom('locked_balances')
    .select(['id', 'user_id', 'type', 'locked', 'unlocked'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('locked', '>', 0n), eb('unlocked', '>', 0n)]))
    .orderBy('created_at')
    .orderBy('id');
  if (type) query = query.where('type', '=', type);
  return query.execute();
}

/** A player's own record by id (undefined for another player's id or an unknown one). */
export async function findRecord(
  db: DB,
  userId: string,
  id: string,
): Promise<LockedRecord | undefined> {
  return db
    .selectFrom('locked_balances')
    .select(['id', 'user_id', 'type', 'locked', 'unlocked'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes the whole unlocked counter if it reaches `minimum` (the row is locked first: concurrent
 * claims wait here, and the second finds zero). Returns the amount taken, or undefined.
 */
export async function takeUnlocked(
  trx: Transaction<Database>,
  options: { userId: string; id: string; minimum: bigint },
): Promise<bigint | undefined> {
  const row = await trx
    .selectFrom('locked_balances')
    .select('unlocked')
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.unlocked < options.minimum || row.unlocked <= 0n) return undefined;
  await trx
    .updateTable('locked_balances')
    .set({ unlocked: 0n })
    .where('id', '=', options.id)
    .execute();
  return row.unlocked;
}

/** One player's wager of the batch (credits staked, units). */
export interface PlayerWager {
  userId: string;
  wager: bigint;
}

/** A record the unlock statement changed, or another open record of the same player. */
export interface UnlockRow {
  user_id: string;
  id: string;
  type: LockedBalanceType;
  locked: bigint;
  unlocked: bigint;
}

/**
 * THE unlock statement: one per coalesced batch of bets, inside the bets' transaction (ADR 012,
 * 015, 017). For each player of the batch who has something locked (the partial index
 * `locked_balances_open_idx`: no other player is touched), each type's budget is
 * ⌊wager × factor ÷ 10⁸⌋ (factor = wagerShareBps × type's unlock bps), spread over that type's
 * records oldest first (created_at, id), never more than a record still has locked. It cannot
 * fail for valid input: products are numeric, and `least(lb.locked, take)` keeps the counters
 * non-negative even if a row changed since the statement's snapshot. It answers the changed
 * records and the players' other open records (for `user:lockedBalances`).
 */
export function unlockStatement<Result>(
  input: { players: PlayerWager[]; depositFactor: bigint; spinFactor: bigint },
  read: (rows: UnlockRow[]) => Result,
): Statement<UnlockRow, Result> {
  const query = fixedSql<UnlockRow>`
    WITH w AS (
      SELECT * FROM unnest(${input.players.map((p) => p.userId)}::uuid[],
                           ${input.players.map((p) => String(p.wager))}::bigint[])
        AS w(user_id, wager)
    ), o AS (
      SELECT lb.id, lb.locked,
             floor(w.wager::numeric
                   * CASE WHEN lb.type = 'deposit-bonus' THEN ${String(input.depositFactor)}::numeric
                          ELSE ${String(input.spinFactor)}::numeric END
                   / 100000000) AS budget,
             coalesce(sum(lb.locked) OVER (
               PARTITION BY lb.user_id, lb.type ORDER BY lb.created_at, lb.id
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM w JOIN locked_balances lb ON lb.user_id = w.user_id AND lb.locked > 0
    ), t AS (
      SELECT id, least(locked::numeric, greatest(budget - before, 0))::bigint AS take
      FROM o
    ), u AS (
      UPDATE locked_balances lb
      SET locked = lb.locked - least(lb.locked, t.take),
          unlocked = lb.unlocked + least(lb.locked, t.take)
      FROM t
      WHERE lb.id = t.id AND t.take > 0
      RETURNING lb.user_id, lb.id, lb.type, lb.locked, lb.unlocked
    )
    SELECT u.user_id::text AS user_id, u.id::text AS id, u.type, u.locked, u.unlocked FROM u
    UNION ALL
    SELECT lb.user_id::text, lb.id::text, lb.type, lb.locked, lb.unlocked
    FROM locked_balances lb
    WHERE lb.user_id IN (SELECT user_id FROM u) AND lb.id NOT IN (SELECT id FROM u)
      AND (lb.locked > 0 OR lb.unlocked > 0)`;
  return { query, read };
}
