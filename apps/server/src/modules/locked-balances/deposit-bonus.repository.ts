import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** Deposit bonus bookkeeping (ADR 017): opt-ins and the credited deposits it has looked at. */

/**
 * Opted in: the sign-up bonus flag, or the Deposit bonus info modal's opt-in; undefined when
 * there is no such player.
 */
export async function findOptIn(db: DB, userId: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('deposit_bonus_opt_ins as o', 'o.user_id', 'users.id')
    .select(['users.signup_bonus', 'o.user_id as opted'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && (row.signup_bonus || row.opted !== null);
}

export async function isOptedIn(db: DB, userId: string): Promise<boolean> {
  return (await findOptIn(db, userId)) ?? false;
}

export async function insertOptIn(db: DB, userId: string): Promise<void> {
  await db
    .insertInto('deposit_bonus_opt_ins')
    .values({ user_id: userId })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
}

/**
 * The deposit's place among the player's credited deposits (1 = first), by completion time
 * then id, so it does not depend on when the bonus looks at it. Falls back to the deposits the
 * bonus has recorded + 1 when the deposit is not in `payment_deposits`.
 */
export async function depositOrdinal(
  trx: Transaction<Database>,
  userId: string,
  depositId: string,
): Promise<number> {
  const row = await sql<{ ordinal: string | null }>`
    SELECT count(*) AS ordinal
    FROM payment_deposits d, payment_deposits me
    WHERE me.id = ${depositId}::uuid AND me.user_id = ${userId}::uuid
      AND d.user_id = me.user_id AND d.status = 'COMPLETED' AND d.ledger_entry_id IS NOT NULL
      AND (d.completed_at, d.id) <= (me.completed_at, me.id)`.execute(trx);
  const ordinal = Number(row.rows[0]?.ordinal ?? 0);
  if (ordinal > 0) return ordinal;
  const seen = await trx
    .selectFrom('deposit_bonus_deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(seen.n) + 1;
}

/** Records a credited deposit once; false when it was already recorded (a redelivery). */
export async function recordDeposit(
  trx: Transaction<Database>,
  values: {
    depositId: string;
    userId: string;
    ordinal: number;
    usd: bigint;
    percentage: number;
    bonus: bigint;
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('deposit_bonus_deposits')
    .values({
      deposit_id: values.depositId,
      user_id: values.userId,
      ordinal: values.ordinal,
      deposit_usd: values.usd,
      percentage: values.percentage,
      bonus: values.bonus,
    })
    .onConflict((c) => c.column('deposit_id').doNothing())
    .returning('deposit_id')
    .executeTakeFirst();
  return !!row;
}

export async function linkDepositBalance(
  trx: Transaction<Database>,
  depositId: string,
  lockedBalanceId: string,
): Promise<void> {
  await trx
    .updateTable('deposit_bonus_deposits')
    .set({ locked_balance_id: lockedBalanceId })
    .where('deposit_id', '=', depositId)
    .execute();
}

/** Credited deposits of the player (for the info modal's "next deposit"). */
export async function creditedDepositCount(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .where('ledger_entry_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
