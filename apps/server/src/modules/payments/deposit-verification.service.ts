import {
  formatAssetAmount,
  NETWORKS,
  PAYMENTS_MESSAGES,
  type NetworkId,
  type VerifyDepositResponse,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { assertAttemptsLeft, recordAttempt } from '#app/modules/auth/attempts';
import { ChainUnavailableError, type TransactionLookup } from './chains/chain-adapter';
import { listUserNetworkAddresses } from './addresses.repository';
import { findDepositByTransfer, type DepositRow } from './deposits.repository';
import { recordTransfers, type DepositDeps } from './deposits.service';
import type { PaymentChains } from './payments-chains';

/** What the player reads after "verify my deposit" (spec document 1 section 7 leaves it open). */
export const VERIFY_MESSAGES = {
  notAvailable: 'Verification by transaction is not available on this network',
  notFound: (network: string) =>
    `This transaction was not found on ${network}. Check the network and the transaction hash; a transaction that was just sent can take a few seconds to appear.`,
  pending: (network: string) =>
    `Your transaction is waiting to be included in a block on ${network}. The deposit appears as soon as it is.`,
  failed: 'This transaction failed on-chain: nothing was sent. No deposit was made.',
  notYours: (network: string) =>
    `This transaction did not pay any of your ${network} deposit addresses.`,
  unavailable: (network: string) =>
    `${network} cannot be reached right now. Please try again in a minute.`,
} as const;

/**
 * POST /api/payments/deposits/verify (spec document 1 section 7, "Verify on-chain token
 * deposit"): asks the network's adapter about one transaction now, and records every transfer
 * of it to one of the caller's own deposit addresses exactly as the watcher would — the same
 * idempotent path keyed by (network, txid, index), so a transfer verified twice, verified while
 * the watcher sees it, or verified by two requests at once is one deposit, announced once. The
 * watcher then confirms and credits it. Transfers to other players' addresses are never looked
 * at: the adapter is given only the caller's addresses.
 */
export async function verifyDeposit(
  options: DepositDeps & {
    chains: PaymentChains;
    userId: string;
    network: NetworkId;
    txid: string;
    /** Verifications per player per minute (AUTH_RATE_LIMIT_MAX). */
    maxAttempts: number;
  },
): Promise<VerifyDepositResponse> {
  const { db, network, userId } = options;
  const networkName = NETWORKS[network].name;
  const adapter = options.chains.adapter(network);
  // A network of the spec without a node here (issue 19, the production rule).
  if (!adapter) throw new AppError('NETWORK_UNAVAILABLE', PAYMENTS_MESSAGES.networkUnavailable);
  if (!adapter.transfersOf) throw new AppError('BAD_REQUEST', VERIFY_MESSAGES.notAvailable);

  const attemptsKey = `deposit-verify:${userId}`;
  await assertAttemptsLeft({ db, key: attemptsKey, max: options.maxAttempts });
  await recordAttempt({ db, key: attemptsKey });

  const own = await listUserNetworkAddresses(db, userId, network);
  if (own.length === 0) return { success: false, message: VERIFY_MESSAGES.notYours(networkName) };

  let lookup: TransactionLookup;
  try {
    lookup = await adapter.transfersOf(options.txid.trim(), own);
  } catch (error) {
    // The node is down or answered something unexpected: the player may try again later.
    if (!(error instanceof ChainUnavailableError)) {
      options.log?.warn({ err: error, network }, 'deposit verification lookup failed');
    }
    throw new AppError('SERVICE_UNAVAILABLE', VERIFY_MESSAGES.unavailable(networkName), {
      cause: error,
    });
  }
  if (lookup.status === 'not-found') {
    throw new AppError('NOT_FOUND', VERIFY_MESSAGES.notFound(networkName));
  }
  if (lookup.status === 'pending') {
    return { success: true, message: VERIFY_MESSAGES.pending(networkName) };
  }
  if (lookup.status === 'failed') return { success: false, message: VERIFY_MESSAGES.failed };

  // Only the caller's own destinations, whatever the adapter answered.
  const isOwn = (address: string, tag?: string) =>
    own.some((a) => a.address === address && (a.tag ?? null) === (tag ?? null));
  const mine = lookup.transfers.filter((t) => isOwn(t.address, t.tag));
  if (mine.length === 0) return { success: false, message: VERIFY_MESSAGES.notYours(networkName) };

  await recordTransfers({
    ...options,
    network,
    transfers: mine,
    source: adapter.kind === 'simulator' ? 'simulator' : 'chain',
  });
  const rows: DepositRow[] = [];
  for (const transfer of mine) {
    const row = await findDepositByTransfer(db, network, transfer.txid, transfer.index);
    if (row && row.user_id === userId) rows.push(row);
  }
  if (rows.length === 0) return { success: false, message: VERIFY_MESSAGES.notYours(networkName) };
  return {
    success: rows.some((row) => row.status !== 'REJECTED' && row.status !== 'CANCELLED'),
    message: rows.map(depositMessage).join(' '),
  };
}

/** The state of one verified deposit, in the player's words. */
function depositMessage(row: DepositRow): string {
  const what = `${formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals)} ${row.asset}`;
  switch (row.status) {
    case 'PENDING':
    case 'PROCESSING':
      return `Deposit of ${what} found: it is credited once it has ${plural(row.required_confirmations, 'confirmation')}.`;
    case 'COMPLETED':
      return `Your deposit of ${what} has already been credited.`;
    case 'REJECTED':
    case 'CANCELLED': {
      const reason = (row.reason ?? 'it was refused').replace(/\.$/, '');
      return `Deposit of ${what} not credited: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.`;
    }
  }
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
