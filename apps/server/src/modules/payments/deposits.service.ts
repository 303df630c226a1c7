import {
  findAssetNetwork,
  formatAssetAmount,
  NETWORKS,
  PAYMENTS_MESSAGES,
  unitsToDecimal,
  type NetworkId,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { custodyKind, houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntryInTransaction, type PostEntryResult } from '#app/modules/ledger/ledger.service';
import { enqueueOutbox } from '#app/modules/outbox/outbox';
import { createNotification } from '#app/modules/notifications/notifications.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Realtime } from '#app/realtime/realtime';
import type { ChainAdapter, IncomingTransfer } from './chains/chain-adapter';
import { findAddressByDestination } from './addresses.repository';
import {
  findDepositByTransfer,
  insertDepositOnce,
  listOpenDeposits,
  lockOpenDeposit,
  markDepositCompleted,
  reopenCancelledDeposit,
  updateOpenDeposit,
  type DepositRow,
} from './deposits.repository';
import { assetUnitsToUsdUnits, priceOf, type PriceSource } from './prices/price-source';
import { holdIfUnattributed } from './unattributed-deposits.service';

export interface DepositDeps {
  db: DB;
  /** Null outside the server process (CLI): the player then sees changes on the next fetch. */
  realtime: Realtime | null;
  log?: { warn: (object: object, message: string) => void };
}

/** The ledger key of a deposit credit (docs/decisions/004-ledger.md). */
export function depositCreditKey(network: string, txid: string, index: number): string {
  return `deposit_credit:${network}:${txid}:${index}`;
}

/**
 * Records incoming transfers (issue 9 item 4): each becomes one deposit keyed by
 * (network, txid, index), PENDING ('Deposit detected'), or REJECTED when below the minimum. A
 * transfer seen again is ignored; one that a reorganisation had cancelled is pending again.
 * Transfers to unknown addresses or of unsupported assets are skipped; on tag networks a transfer
 * whose tag is missing or unknown is held for the operator (unattributed-deposits.service.ts).
 */
export async function recordTransfers(
  options: DepositDeps & {
    network: NetworkId;
    transfers: readonly IncomingTransfer[];
    source: 'chain' | 'simulator';
  },
): Promise<DepositRow[]> {
  const { db, network } = options;
  const announced: DepositRow[] = [];
  for (const transfer of options.transfers) {
    const found = findAssetNetwork(transfer.asset, network);
    if (!found || transfer.amount <= 0n) continue;
    const destination = await findAddressByDestination(
      db,
      network,
      transfer.address,
      transfer.tag ?? null,
    );
    // Tag networks (TON, XRP): a missing or unknown tag is held for the operator (issue 19).
    if (await holdIfUnattributed({ db, network, transfer, destination, source: options.source })) {
      continue;
    }
    if (!destination) continue;
    const belowMinimum = transfer.amount < parseMinimum(found.on.minDeposit, found.on.decimals);
    const inserted = await insertDepositOnce(db, {
      user_id: destination.user_id,
      address_id: destination.id,
      asset: found.asset.symbol,
      network,
      txid: transfer.txid,
      output_index: transfer.index,
      asset_amount: transfer.amount.toString(),
      asset_decimals: found.on.decimals,
      status: belowMinimum ? 'REJECTED' : 'PENDING',
      required_confirmations: NETWORKS[network].confirmations,
      block_height: transfer.blockHeight === null ? null : BigInt(transfer.blockHeight),
      block_hash: transfer.blockHash,
      source: options.source,
      reason: belowMinimum
        ? `Below the minimum deposit of ${found.on.minDeposit} ${found.asset.symbol}`
        : null,
    });
    let row = inserted;
    if (!inserted) {
      const existing = await findDepositByTransfer(db, network, transfer.txid, transfer.index);
      row =
        existing?.status === 'CANCELLED'
          ? await reopenCancelledDeposit(db, existing.id)
          : undefined;
    }
    if (row?.status === 'PENDING') {
      announced.push(row);
      options.realtime?.toUser(row.user_id, 'deposit:pending', {
        id: row.id,
        asset: row.asset,
        amount: formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals),
      });
    }
  }
  return announced;
}

function parseMinimum(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * Follows the open deposits of a network (issue 9 item 4): PENDING → PROCESSING while
 * confirming → COMPLETED at the required confirmations (credited once); CANCELLED when a
 * reorganisation dropped the transfer. Returns the deposits completed in this pass.
 */
export async function advanceDeposits(
  options: DepositDeps & { network: NetworkId; adapter: ChainAdapter; prices: PriceSource },
): Promise<DepositRow[]> {
  const { db, network, adapter } = options;
  const completed: DepositRow[] = [];
  for (const deposit of await listOpenDeposits(db, network)) {
    const status = await adapter.confirmations({
      txid: deposit.txid,
      index: deposit.output_index,
      address: '',
      asset: deposit.asset,
      blockHash: deposit.block_hash,
      blockHeight: deposit.block_height === null ? null : Number(deposit.block_height),
    });
    if (status === 'dropped') {
      await updateOpenDeposit(db, deposit.id, {
        status: 'CANCELLED',
        confirmations: 0,
        reason: 'The transaction left the chain (reorganisation) before it was confirmed.',
      });
      continue;
    }
    if (status >= deposit.required_confirmations) {
      const done = await completeDeposit({
        ...options,
        depositId: deposit.id,
        confirmations: status,
      });
      if (done) completed.push(done);
      continue;
    }
    const next = status >= 1 ? 'PROCESSING' : 'PENDING';
    if (next !== deposit.status || status !== deposit.confirmations) {
      await updateOpenDeposit(db, deposit.id, { status: next, confirmations: status });
    }
  }
  return completed;
}

/**
 * Credits a confirmed deposit in dollars at this moment's price, through one ledger entry from
 * `custody:<ASSET>:<network>` keyed `deposit_credit:<network>:<txid>:<index>`, and marks it
 * COMPLETED in the same transaction: whatever the restarts, it is credited once. Then
 * `user:balance`, `deposit:completed` and a notification, after the commit.
 */
export async function completeDeposit(
  options: DepositDeps & { depositId: string; confirmations: number; prices: PriceSource },
): Promise<DepositRow | undefined> {
  const { db } = options;
  const open = await db
    .selectFrom('payment_deposits')
    .selectAll()
    .where('id', '=', options.depositId)
    .executeTakeFirst();
  if (!open || (open.status !== 'PENDING' && open.status !== 'PROCESSING')) return undefined;
  const found = findAssetNetwork(open.asset, open.network);
  if (!found) return undefined;
  // The price is read before the transaction: no row lock waits on the network.
  const price = await priceOf(options.prices, found.asset);

  let entry: PostEntryResult | undefined;
  const row = await db.transaction().execute(async (trx) => {
    const deposit = await lockOpenDeposit(trx, options.depositId);
    if (!deposit) return undefined;
    const fiat = assetUnitsToUsdUnits(BigInt(deposit.asset_amount), deposit.asset_decimals, price);
    if (fiat > 0n) {
      entry = await postEntryInTransaction({
        trx,
        idempotencyKey: depositCreditKey(deposit.network, deposit.txid, deposit.output_index),
        kind: 'deposit_credit',
        reference: deposit.id,
        postings: [
          {
            account: houseAccount(
              custodyKind(deposit.asset, deposit.network),
              shardFor(deposit.user_id),
            ),
            amount: -fiat,
          },
          { account: playerAccount(deposit.user_id, 'credits'), amount: fiat },
        ],
      });
      // Features that react to deposits (the deposit bonus, quests) hear of it once, reliably.
      await enqueueOutbox(trx, 'deposit.credited', {
        userId: deposit.user_id,
        depositId: deposit.id,
        usd: fiat.toString(),
        at: new Date().toISOString(),
      });
    }
    return markDepositCompleted(trx, deposit.id, {
      confirmations: options.confirmations,
      fiat_amount: fiat,
      price_usd: price,
      ledger_entry_id: entry?.entryId ?? null,
    });
  });
  if (!row) return undefined;
  await announceCompleted({ ...options, row, entry });
  return row;
}

async function announceCompleted(
  options: DepositDeps & { row: DepositRow; entry: PostEntryResult | undefined },
) {
  const { db, realtime, row } = options;
  const amount = formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals);
  const dollars = unitsToDecimal(row.fiat_amount ?? 0n);
  const message = `Your deposit of ${amount} ${row.asset} ($${dollars}) has been credited.`;
  try {
    if (realtime && options.entry) {
      await emitBalancesAfterCommit({ db, realtime, result: options.entry });
    }
    // The bell's item, pushed live (`notification:new` on /user: the unread dot lights up). Its
    // toast and the 'Deposit Completed' toast are one: the client shows it under the
    // notification's id (`notificationId`).
    const notification = await createNotification({
      db,
      realtime,
      userId: row.user_id,
      title: PAYMENTS_MESSAGES.depositCompleted,
      message,
      link: '/history?tab=deposits',
    }).catch((error: unknown) => {
      options.log?.warn({ err: error, depositId: row.id }, 'deposit notification failed');
      return undefined;
    });
    realtime?.toUser(row.user_id, 'deposit:completed', {
      id: row.id,
      message,
      ...(notification ? { notificationId: notification.id } : {}),
    });
  } catch (error) {
    // The money is credited: the player sees it on the next fetch.
    options.log?.warn({ err: error, depositId: row.id }, 'deposit completion announcement failed');
  }
}
