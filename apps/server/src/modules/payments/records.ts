import {
  formatAssetAmount,
  txLink,
  unitsToDecimal,
  type DepositRecord,
  type NetworkId,
  type WithdrawalRecord,
} from '@tengu/shared';
import type { DepositAddressRow } from './addresses.repository';
import type { DepositRow } from './deposits.repository';
import type { WithdrawalRow } from './withdrawals.repository';

/** A deposit row → the spec's record (document 2 section 3), as the player sees it. */
export function toDepositRecord(
  row: DepositRow,
  address?: Pick<DepositAddressRow, 'address' | 'tag'>,
): DepositRecord {
  const network = row.network as NetworkId;
  return {
    kind: 'deposit',
    id: row.id,
    asset: row.asset,
    network,
    asset_amount: formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals),
    fiat_amount: row.fiat_amount === null ? null : unitsToDecimal(row.fiat_amount),
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    to_address: address?.address ?? '',
    tag: address?.tag ?? null,
    txid: row.txid,
    transaction_link: row.source === 'simulator' ? null : txLink(network, row.txid),
    confirmations: row.confirmations,
    required_confirmations: row.required_confirmations,
    simulated: row.source === 'simulator',
    reason: row.reason,
  };
}

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  const network = row.network as NetworkId;
  const amount = (value: string) => formatAssetAmount(BigInt(value), row.asset_decimals);
  return {
    kind: 'withdrawal',
    id: row.id,
    asset: row.asset,
    network,
    asset_amount: amount(row.asset_amount),
    fee: amount(row.fee_amount),
    received_amount: amount(row.received_amount),
    fiat_amount: unitsToDecimal(row.fiat_amount),
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    to_address: row.to_address,
    tag: row.tag,
    txid: row.txid,
    transaction_link: row.txid && !row.simulated ? txLink(network, row.txid) : null,
    simulated: row.simulated,
    reason: row.reason,
  };
}
