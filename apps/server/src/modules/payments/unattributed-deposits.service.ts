/**
 * Unattributed deposits of tag networks (issue 19; docs/decisions/026-ton-adapter.md).
 *
 * On TON and XRP every player pays the operator's one address and a memo / destination tag says
 * whose payment it is. A payment whose tag is missing or matches no player is the operator's to
 * sort out: it is HELD in `unattributed_deposits` (never lost, never credited to anyone), listed
 * by `npm run admin -- deposits unattributed`, and either ASSIGNED to a player (a normal
 * deposit with the same transfer key: the watcher credits it once at its confirmations) or
 * marked RESOLVED with a note (sent back by hand, or the operator's own top-up of the wallet).
 *
 * The watcher calls `holdIfUnattributed` for every transfer before matching it to a player: a
 * transfer held once stays held even if its tag is handed to a player later (a re-scan after a
 * lost cursor never credits it to that player).
 */
import { findAssetNetwork, NETWORKS, type NetworkId } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { UnattributedDepositStatus } from '#app/db/schema';
import { findUserByUsername } from '#app/modules/users/users.repository';
import type { IncomingTransfer } from './chains/chain-adapter';
import type { DepositAddressRow } from './addresses.repository';
import { insertDepositOnce } from './deposits.repository';
import {
  findUnattributedByTransfer,
  insertUnattributedOnce,
  listUnattributed,
  lockHeldUnattributed,
  resolveUnattributed,
  type UnattributedDepositRow,
} from './unattributed-deposits.repository';

export type { UnattributedDepositRow };

/** Whether a network identifies players by a tag on one operator address (TON, XRP). */
export function isTagNetwork(network: NetworkId): boolean {
  return NETWORKS[network].tag !== null;
}

/**
 * True when the transfer is the operator's to attribute: on a tag network, it was held before,
 * or no player's address and tag matches it (then it is held now, once). False otherwise: the
 * caller records it as the matched player's deposit.
 */
export async function holdIfUnattributed(options: {
  db: DB;
  network: NetworkId;
  transfer: IncomingTransfer;
  destination: DepositAddressRow | undefined;
  source: 'chain' | 'simulator';
}): Promise<boolean> {
  const { db, network, transfer } = options;
  if (!isTagNetwork(network)) return false;
  const held = await findUnattributedByTransfer(db, network, transfer.txid, transfer.index);
  if (held) return true;
  if (options.destination) return false;
  const found = findAssetNetwork(transfer.asset, network);
  if (!found || transfer.amount <= 0n) return true;
  await insertUnattributedOnce(db, {
    network,
    txid: transfer.txid,
    output_index: transfer.index,
    address: transfer.address,
    tag: transfer.tag ?? null,
    asset: found.asset.symbol,
    asset_amount: transfer.amount.toString(),
    asset_decimals: found.on.decimals,
    block_height: transfer.blockHeight === null ? null : BigInt(transfer.blockHeight),
    source: options.source,
  });
  return true;
}

export async function listUnattributedDeposits(
  db: DB,
  filter: { network?: string; status?: UnattributedDepositStatus } = {},
): Promise<UnattributedDepositRow[]> {
  return listUnattributed(db, filter);
}

/**
 * Gives a HELD deposit to a player: one PENDING deposit on their newest address of the network,
 * with the transfer's own key, so the watcher credits it once at its confirmations
 * (`deposit_credit:<network>:<txid>:<index>`). Refused when it is not HELD, the player is
 * unknown, or the player has no address on the network yet (they open the Deposit modal once).
 */
export async function assignUnattributedDeposit(options: {
  db: DB;
  id: string;
  username: string;
  operator: string;
}): Promise<{ held: UnattributedDepositRow; depositId: string; username: string }> {
  const { db } = options;
  const user = await findUserByUsername(db, options.username.trim());
  if (!user) throw new Error(`no player named ${options.username}`);
  return db.transaction().execute(async (trx) => {
    const held = await lockHeldUnattributed(trx, options.id);
    if (!held) throw new Error(`unattributed deposit ${options.id} is not HELD`);
    const address = await trx
      .selectFrom('payment_deposit_addresses')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('network', '=', held.network)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!address) {
      throw new Error(
        `${user.username} has no deposit address on ${held.network} yet (they open the Deposit modal once)`,
      );
    }
    const deposit = await insertDepositOnce(trx, {
      user_id: user.id,
      address_id: address.id,
      asset: held.asset,
      network: held.network,
      txid: held.txid,
      output_index: held.output_index,
      asset_amount: held.asset_amount,
      asset_decimals: held.asset_decimals,
      status: 'PENDING',
      required_confirmations: NETWORKS[held.network as NetworkId].confirmations,
      block_height: held.block_height,
      block_hash: null,
      source: held.source,
      reason: null,
    });
    if (!deposit) throw new Error(`transfer ${held.txid} is already a deposit`);
    const resolved = await resolveUnattributed(trx, held.id, {
      status: 'ASSIGNED',
      assigned_user_id: user.id,
      deposit_id: deposit.id,
      resolved_by: options.operator,
    });
    return { held: resolved, depositId: deposit.id, username: user.username };
  });
}

/**
 * Closes a HELD deposit without crediting anyone, with the operator's note: sent back by hand,
 * or the operator's own top-up of the hot wallet (it has no memo, so it is held too).
 */
export async function resolveUnattributedDeposit(options: {
  db: DB;
  id: string;
  operator: string;
  note?: string;
}): Promise<UnattributedDepositRow> {
  return options.db.transaction().execute(async (trx) => {
    const held = await lockHeldUnattributed(trx, options.id);
    if (!held) throw new Error(`unattributed deposit ${options.id} is not HELD`);
    return resolveUnattributed(trx, held.id, {
      status: 'RESOLVED',
      resolved_by: options.operator,
      note: options.note ?? null,
    });
  });
}
