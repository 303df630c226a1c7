import type { DB } from '#app/db/database';

export interface SimulatedTransferRow {
  id: bigint;
  network: string;
  direction: 'deposit' | 'withdrawal';
  txid: string;
  address: string;
  tag: string | null;
  asset: string;
  amount: string;
  block_height: bigint;
  reference: string | null;
  dropped_at: Date | null;
}

export async function insertSimulatedTransfer(
  db: DB,
  row: {
    network: string;
    direction: 'deposit' | 'withdrawal';
    txid: string;
    address: string;
    tag: string | null;
    asset: string;
    amount: bigint;
    blockHeight: number;
    reference: string | null;
  },
): Promise<SimulatedTransferRow> {
  return db
    .insertInto('chain_simulator_transfers')
    .values({
      network: row.network,
      direction: row.direction,
      txid: row.txid,
      address: row.address,
      tag: row.tag,
      asset: row.asset,
      amount: row.amount.toString(),
      block_height: BigInt(row.blockHeight),
      reference: row.reference,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deposits after `afterId` in id order, at most `limit`. */
export function listSimulatedDepositsAfter(
  db: DB,
  network: string,
  afterId: bigint,
  limit: number,
): Promise<SimulatedTransferRow[]> {
  return db
    .selectFrom('chain_simulator_transfers')
    .selectAll()
    .where('network', '=', network)
    .where('direction', '=', 'deposit')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findSimulatedTransfer(
  db: DB,
  network: string,
  by: { txid: string } | { reference: string },
): Promise<SimulatedTransferRow | undefined> {
  let query = db.selectFrom('chain_simulator_transfers').selectAll().where('network', '=', network);
  query =
    'txid' in by ? query.where('txid', '=', by.txid) : query.where('reference', '=', by.reference);
  return query.executeTakeFirst();
}

/** Simulates a reorganisation that removed the transfer; true when it was there to drop. */
export async function markSimulatedTransferDropped(
  db: DB,
  network: string,
  txid: string,
): Promise<boolean> {
  const result = await db
    .updateTable('chain_simulator_transfers')
    .set({ dropped_at: new Date() })
    .where('network', '=', network)
    .where('txid', '=', txid)
    .where('dropped_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
