import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database, PaymentDepositsTable, PaymentDepositStatus } from '#app/db/schema';

export type DepositRow = Selectable<PaymentDepositsTable>;
type Executor = DB | Transaction<Database>;
/** Pages order by the millisecond the cursor can carry (JavaScript dates have no microseconds). */
export const PAGE_TIME = sql<Date>`date_trunc('milliseconds', created_at)`;

export type NewDeposit = Pick<
  DepositRow,
  | 'user_id'
  | 'address_id'
  | 'asset'
  | 'network'
  | 'txid'
  | 'output_index'
  | 'asset_amount'
  | 'asset_decimals'
  | 'status'
  | 'required_confirmations'
  | 'block_height'
  | 'block_hash'
  | 'source'
  | 'reason'
>;

/**
 * Records a transfer once: (network, txid, output_index) is unique. Returns the new row, or
 * undefined when the transfer was already known.
 */
export async function insertDepositOnce(
  db: Executor,
  deposit: NewDeposit,
): Promise<DepositRow | undefined> {
  return db
    .insertInto('payment_deposits')
    .values(deposit)
    .onConflict((oc) => oc.columns(['network', 'txid', 'output_index']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findDepositByTransfer(
  db: Executor,
  network: string,
  txid: string,
  outputIndex: number,
) {
  return db
    .selectFrom('payment_deposits')
    .selectAll()
    .where('network', '=', network)
    .where('txid', '=', txid)
    .where('output_index', '=', outputIndex)
    .executeTakeFirst();
}

/** A reorganised-away transfer seen again on the chain is pending again. */
export async function reopenCancelledDeposit(db: Executor, id: string) {
  return db
    .updateTable('payment_deposits')
    .set({ status: 'PENDING', confirmations: 0, reason: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'CANCELLED')
    .returningAll()
    .executeTakeFirst();
}

export async function listOpenDeposits(db: Executor, network: string) {
  return db
    .selectFrom('payment_deposits')
    .selectAll()
    .where('network', '=', network)
    .where('status', 'in', ['PENDING', 'PROCESSING'])
    .orderBy('created_at')
    .limit(500)
    .execute();
}

/** Moves an open deposit to another open state or CANCELLED; no-op once it left the open states. */
export async function updateOpenDeposit(
  db: Executor,
  id: string,
  values: { status: PaymentDepositStatus; confirmations: number; reason?: string | null },
) {
  return db
    .updateTable('payment_deposits')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['PENDING', 'PROCESSING'])
    .returningAll()
    .executeTakeFirst();
}

/** Locks an open deposit for completion; undefined when it is no longer open. */
export async function lockOpenDeposit(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('payment_deposits')
    .selectAll()
    .where('id', '=', id)
    .where('status', 'in', ['PENDING', 'PROCESSING'])
    .forUpdate()
    .executeTakeFirst();
}

export async function markDepositCompleted(
  trx: Transaction<Database>,
  id: string,
  values: {
    confirmations: number;
    fiat_amount: bigint;
    price_usd: string;
    ledger_entry_id: bigint | null;
  },
) {
  return trx
    .updateTable('payment_deposits')
    .set({ ...values, status: 'COMPLETED', completed_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserDeposit(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('payment_deposits')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A player's deposits, newest first, after the (created_at, id) of the cursor. */
export async function listUserDeposits(
  db: Executor,
  userId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
) {
  let query = db
    .selectFrom('payment_deposits')
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
