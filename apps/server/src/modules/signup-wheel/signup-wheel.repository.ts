import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** Sign-up wheel spins and their consumption at sign-up (ADR 017). */

export interface SpinRow {
  id: string;
  segment_index: number;
  prize: bigint;
  expires_at: Date;
}

/** This IP's spin that is still valid and not yet used, if any (a repeat shows the same outcome). */
export async function findOpenSpin(db: DB, ip: string, now: Date): Promise<SpinRow | undefined> {
  return db
    .selectFrom('signup_wheel_spins as s')
    .leftJoin('signup_wheel_claims as c', 'c.spin_id', 's.id')
    .select(['s.id', 's.segment_index', 's.prize', 's.expires_at'])
    .where('s.ip', '=', ip)
    .where('s.expires_at', '>', now)
    .where('c.spin_id', 'is', null)
    .orderBy('s.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSpin(
  db: DB,
  values: { ip: string; segmentIndex: number; prize: bigint; expiresAt: Date },
): Promise<SpinRow> {
  return db
    .insertInto('signup_wheel_spins')
    .values({
      ip: values.ip,
      segment_index: values.segmentIndex,
      prize: values.prize,
      expires_at: values.expiresAt,
    })
    .returning(['id', 'segment_index', 'prize', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Consumes a spin for a player: the primary key (one use per spin) and the unique player (one
 * Sign Up Spin per player) refuse a second use; the violation rolls the grant back.
 */
export async function insertClaim(
  trx: Transaction<Database>,
  values: { spinId: string; userId: string; lockedBalanceId: string; prize: bigint },
): Promise<void> {
  await trx
    .insertInto('signup_wheel_claims')
    .values({
      spin_id: values.spinId,
      user_id: values.userId,
      locked_balance_id: values.lockedBalanceId,
      prize: values.prize,
    })
    .execute();
}
