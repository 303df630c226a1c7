import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database, PaymentWithdrawalsTable, PaymentWithdrawalStatus } from '#app/db/schema';
import { PAGE_TIME } from './deposits.repository';

export type WithdrawalRow = Selectable<PaymentWithdrawalsTable>;
type Executor = DB | Transaction<Database>;

export async function insertWithdrawal(
  trx: Transaction<Database>,
  row: Pick<
    WithdrawalRow,
    | 'id'
    | 'user_id'
    | 'asset'
    | 'network'
    | 'to_address'
    | 'tag'
    | 'asset_amount'
    | 'fee_amount'
    | 'received_amount'
    | 'asset_decimals'
    | 'fiat_amount'
    | 'price_usd'
    | 'status'
  >,
): Promise<WithdrawalRow> {
  return trx.insertInto('payment_withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findWithdrawal(db: Executor, id: string) {
  return db.selectFrom('payment_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserWithdrawal(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('payment_withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Moves a withdrawal from one status to another only if it is still in `from` (and, when given,
 * not yet broadcast): of two racing transitions exactly one wins.
 */
export async function transitionWithdrawal(
  db: Executor,
  id: string,
  from: PaymentWithdrawalStatus[],
  values: Partial<
    Pick<
      WithdrawalRow,
      'status' | 'reviewed_by' | 'reviewed_at' | 'reason' | 'completed_at' | 'confirmations'
    >
  >,
  options: { notBroadcast?: boolean } = {},
): Promise<WithdrawalRow | undefined> {
  let query = db
    .updateTable('payment_withdrawals')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', from);
  if (options.notBroadcast) query = query.where('txid', 'is', null);
  return query.returningAll().executeTakeFirst();
}

/** Approved withdrawals of a network still to be sent (at most `maxAttempts` tries each). */
export async function listToBroadcast(db: Executor, network: string, maxAttempts: number) {
  return db
    .selectFrom('payment_withdrawals')
    .selectAll()
    .where('network', '=', network)
    .where('status', '=', 'PROCESSING')
    .where('txid', 'is', null)
    .where('broadcast_attempts', '<', maxAttempts)
    .orderBy('reviewed_at')
    .limit(50)
    .execute();
}

/** Counts an attempt before sending; undefined when another worker took it meanwhile. */
export async function claimBroadcastAttempt(db: Executor, id: string, attempts: number) {
  return db
    .updateTable('payment_withdrawals')
    .set({ broadcast_attempts: attempts + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PROCESSING')
    .where('txid', 'is', null)
    .where('broadcast_attempts', '=', attempts)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The operator's answer to a send that did not finish (`npm run admin -- withdrawals retry|sent`):
 * send it again (`txid` null: the attempts start over), or record the transaction the operator
 * found on the chain. Only a PROCESSING withdrawal without a transaction; undefined otherwise.
 */
export async function resolveUnsentWithdrawal(db: Executor, id: string, txid: string | null) {
  return db
    .updateTable('payment_withdrawals')
    .set({ txid, broadcast_attempts: 0, last_error: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PROCESSING')
    .where('txid', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function recordBroadcast(
  db: Executor,
  id: string,
  values: {
    txid: string | null;
    simulated?: boolean;
    last_error: string | null;
    broadcast_attempts?: number;
  },
) {
  return db
    .updateTable('payment_withdrawals')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listBroadcastOpen(db: Executor, network: string) {
  return db
    .selectFrom('payment_withdrawals')
    .selectAll()
    .where('network', '=', network)
    .where('status', '=', 'PROCESSING')
    .where('txid', 'is not', null)
    .orderBy('reviewed_at')
    .limit(200)
    .execute();
}

export async function listWithdrawalsByStatus(db: Executor, status: PaymentWithdrawalStatus) {
  return db
    .selectFrom('payment_withdrawals')
    .innerJoin('users', 'users.id', 'payment_withdrawals.user_id')
    .selectAll('payment_withdrawals')
    .select('users.username')
    .where('payment_withdrawals.status', '=', status)
    .orderBy('payment_withdrawals.created_at')
    .limit(200)
    .execute();
}

export async function listUserWithdrawals(
  db: Executor,
  userId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
) {
  let query = db
    .selectFrom('payment_withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy(PAGE_TIME, 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after) {
    query = query.where(sql<boolean>`(${PAGE_TIME}, id) < (${after.createdAt}, ${after.id}::uuid)`);
  }
  return query.execute();
}
