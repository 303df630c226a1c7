import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/** Operator-granted gifts (rewards migration, `reward_gifts`). */

type Executor = DB | Transaction<Database>;

const COLUMNS = [
  'id',
  'reward_type',
  'amount',
  'reason',
  'read_at',
  'claimed_at',
  'created_at',
] as const;

/** The newest gifts first (the Gifts sidebar shows the latest 50). */
export function findGifts(db: Executor, userId: string) {
  return db
    .selectFrom('reward_gifts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
export type GiftRow = Awaited<ReturnType<typeof findGifts>>[number];

export function markGiftsRead(db: DB, userId: string, now: Date) {
  return db
    .updateTable('reward_gifts')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** Marks one of the player's unclaimed gifts claimed (and read): of concurrent claims, one wins. */
export function takeGift(
  trx: Transaction<Database>,
  options: { userId: string; giftId: string; now: Date },
) {
  return trx
    .updateTable('reward_gifts')
    .set((eb) => ({
      claimed_at: options.now,
      read_at: eb.fn.coalesce('read_at', eb.val(options.now)),
    }))
    .where('id', '=', options.giftId)
    .where('user_id', '=', options.userId)
    .where('claimed_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function findGift(db: Executor, userId: string, giftId: string) {
  return db
    .selectFrom('reward_gifts')
    .select(COLUMNS)
    .where('id', '=', giftId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The free-bet gift claimed last (the inventory's free-bet item while free bets remain). */
export function findLastClaimedFreebetGift(db: Executor, userId: string) {
  return db
    .selectFrom('reward_gifts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('reward_type', '=', 'freebets')
    .where('claimed_at', 'is not', null)
    .orderBy('claimed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertGift(
  trx: Transaction<Database>,
  row: {
    user_id: string;
    reward_type: 'credits' | 'freebets';
    amount: bigint;
    reason: string;
    created_by: string;
  },
) {
  return trx.insertInto('reward_gifts').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}
