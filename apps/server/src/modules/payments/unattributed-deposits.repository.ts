import type { Selectable, Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type {
  Database,
  UnattributedDepositsTable,
  UnattributedDepositStatus,
} from '#app/db/schema';

export type UnattributedDepositRow = Selectable<UnattributedDepositsTable>;
type Executor = DB | Transaction<Database>;

export type NewUnattributedDeposit = Pick<
  UnattributedDepositRow,
  | 'network'
  | 'txid'
  | 'output_index'
  | 'address'
  | 'tag'
  | 'asset'
  | 'asset_amount'
  | 'asset_decimals'
  | 'block_height'
  | 'source'
>;

/** Holds a transfer once: (network, txid, output_index) is unique. Undefined when known. */
export async function insertUnattributedOnce(
  db: Executor,
  row: NewUnattributedDeposit,
): Promise<UnattributedDepositRow | undefined> {
  return db
    .insertInto('unattributed_deposits')
    .values(row)
    .onConflict((oc) => oc.columns(['network', 'txid', 'output_index']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findUnattributedByTransfer(
  db: Executor,
  network: string,
  txid: string,
  outputIndex: number,
): Promise<UnattributedDepositRow | undefined> {
  return db
    .selectFrom('unattributed_deposits')
    .selectAll()
    .where('network', '=', network)
    .where('txid', '=', txid)
    .where('output_index', '=', outputIndex)
    .executeTakeFirst();
}

export async function listUnattributed(
  db: Executor,
  filter: { network?: string; status?: UnattributedDepositStatus },
): Promise<UnattributedDepositRow[]> {
  let query = db.selectFrom('unattributed_deposits').selectAll();
  if (filter.network) query = query.where('network', '=', filter.network);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('created_at').orderBy('id').limit(500).execute();
}

/** The HELD row, locked until the transaction ends; undefined when not HELD (or unknown). */
export async function lockHeldUnattributed(
  trx: Transaction<Database>,
  id: string,
): Promise<UnattributedDepositRow | undefined> {
  return trx
    .selectFrom('unattributed_deposits')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'HELD')
    .forUpdate()
    .executeTakeFirst();
}

export async function resolveUnattributed(
  trx: Transaction<Database>,
  id: string,
  resolution: {
    status: Exclude<UnattributedDepositStatus, 'HELD'>;
    assigned_user_id?: string;
    deposit_id?: string;
    resolved_by: string;
    note?: string | null;
  },
): Promise<UnattributedDepositRow> {
  return trx
    .updateTable('unattributed_deposits')
    .set({ ...resolution, resolved_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'HELD')
    .returningAll()
    .executeTakeFirstOrThrow();
}
