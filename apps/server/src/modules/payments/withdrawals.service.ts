import { createHash, randomUUID } from 'node:crypto';
import {
  assetBySymbol,
  decimalToUnits,
  findAssetNetwork,
  NETWORKS,
  parseAssetAmount,
  PAYMENTS_MESSAGES,
  receivedAmount,
  unitsToDecimal,
  WITHDRAW_MIN_USD,
  type CancelWithdrawalResponse,
  type NetworkId,
  type WithdrawRequest,
  type WithdrawResponse,
} from '@tengu/shared';
import type { ErrorCode } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError, isAppError } from '#app/errors/app-error';
import { actionKey, assertAttemptsLeft, recordAttempt } from '#app/modules/auth/attempts';
import type { Tokens } from '#app/modules/auth/tokens';
import { verifyTotp } from '#app/modules/auth/two-factor';
import {
  custodyKind,
  houseAccount,
  playerAccount,
  shardFor,
  type HouseAccountKey,
} from '#app/modules/ledger/accounts';
import {
  balanceAfter,
  postEntry,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { claimTotpStep, findUserById } from '#app/modules/users/users.repository';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { findPockets } from '#app/modules/wallet/wallet.repository';
import type { Realtime } from '#app/realtime/realtime';
import {
  PricesUnavailableError,
  assetUnitsToUsdUnitsCeil,
  priceOf,
  type PriceSource,
} from './prices/price-source';
import type { PaymentChains } from './payments-chains';
import { toWithdrawalRecord } from './records';
import { withdrawRefusal } from './withdraw-eligibility.service';
import {
  findUserWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  transitionWithdrawal,
  type WithdrawalRow,
} from './withdrawals.repository';

/**
 * The house account holding a withdrawal's dollars between the request and its outcome:
 * `custody:<ASSET>:<network>-pending` (a custody kind, docs/decisions/004-ledger.md).
 */
export function pendingWithdrawalAccount(
  asset: string,
  network: string,
  userId: string,
): HouseAccountKey {
  return houseAccount(custodyKind(asset, `${network}-pending`), shardFor(userId));
}

function custodyAccount(asset: string, network: string, userId: string): HouseAccountKey {
  return houseAccount(custodyKind(asset, network), shardFor(userId));
}

const fail = (code: ErrorCode, message: string) => new AppError(code, message);

/** The withdrawable network of a request: the one named, else the asset's first withdrawable. */
function resolveWithdrawTarget(assetText: string, networkText: string | undefined) {
  const asset = assetBySymbol(assetText.trim()) ?? undefined;
  const network =
    networkText?.trim().toLowerCase() ||
    asset?.networks.find((on) => on.withdrawable)?.network ||
    '';
  const found = asset && findAssetNetwork(asset.symbol, network);
  if (!found || !found.on.withdrawable) {
    throw new AppError('UNSUPPORTED_CURRENCY', PAYMENTS_MESSAGES.unsupportedCurrency);
  }
  return found;
}

export interface WithdrawDeps {
  db: DB;
  chains: PaymentChains;
  prices: PriceSource;
  tokens: Tokens;
  realtime: Realtime | null;
  /** Failed 2FA codes per account per window, like logins (config AUTH_RATE_LIMIT_MAX). */
  maxAttempts: number;
}

/**
 * The id of a withdrawal requested with an Idempotency-Key: derived from the player and the key
 * (a UUID's layout over a SHA-256), so a retry names the same withdrawal and its ledger entry
 * `withdrawal:<id>`; keys of different players never meet (docs/decisions/006-wallet-money-json.md).
 */
export function withdrawalIdFor(userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`withdrawal:${userId}:${idempotencyKey}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The postings of a withdrawal's request: credits → the pending-withdrawal account. */
function requestPostings(
  row: Pick<WithdrawalRow, 'user_id' | 'asset' | 'network' | 'fiat_amount'>,
) {
  return [
    { account: playerAccount(row.user_id, 'credits'), amount: -row.fiat_amount },
    {
      account: pendingWithdrawalAccount(row.asset, row.network, row.user_id),
      amount: row.fiat_amount,
    },
  ];
}

function withdrawResponse(row: WithdrawalRow, entry: PostEntryResult): WithdrawResponse {
  return {
    success: true,
    withdrawal: toWithdrawalRecord(row),
    credits: unitsToDecimal(balanceAfter(entry, playerAccount(row.user_id, 'credits')) ?? 0n),
    freebets: '0',
  };
}

/**
 * A retry of a withdrawal already requested: moves nothing and answers the first result (the
 * entry's replay carries the balances of the first request), whatever the balance or the rules
 * say now — the money left the balance then.
 */
async function replayWithdrawal(db: DB, row: WithdrawalRow): Promise<WithdrawResponse> {
  const entry = await postEntry({
    db,
    idempotencyKey: `withdrawal:${row.id}`,
    kind: 'withdrawal',
    reference: row.id,
    postings: requestPostings(row),
  });
  return withdrawResponse(row, entry);
}

/**
 * POST /api/payments/withdrawals (spec document 2 sections 5, 6, 8, 9; issue 9 item 6): every
 * rule answers its text; the dollars are debited at request into the pending-withdrawal account,
 * in one transaction with the PENDING row, so two concurrent requests can never overdraw. With an
 * Idempotency-Key, a retry (a lost answer, a restarted server) is the same withdrawal, once.
 */
export async function requestWithdrawal(
  options: WithdrawDeps & { userId: string; request: WithdrawRequest; idempotencyKey?: string },
): Promise<WithdrawResponse> {
  const { db, userId, request } = options;
  const address = request.address?.trim() ?? '';
  const amountText = request.assetAmount?.trim() ?? '';
  if (!request.asset?.trim() || !address || !amountText) {
    throw new AppError('FIELDS_REQUIRED', PAYMENTS_MESSAGES.fillAllFields);
  }
  const { asset, on, network } = resolveWithdrawTarget(request.asset, request.network);
  let amount: bigint;
  try {
    amount = /^-/.test(amountText) ? 0n : parseAssetAmount(amountText, on.decimals);
  } catch {
    throw new AppError(
      'VALIDATION_FAILED',
      `Enter a valid ${asset.symbol} amount with at most ${on.decimals} decimals.`,
    );
  }

  const tag = request.tag?.trim() || undefined;
  const id = options.idempotencyKey
    ? withdrawalIdFor(userId, options.idempotencyKey)
    : randomUUID();
  if (options.idempotencyKey) {
    const earlier = await findUserWithdrawal(db, userId, id);
    if (earlier) {
      const isSame =
        earlier.asset === asset.symbol &&
        earlier.network === network.id &&
        earlier.to_address === address &&
        (earlier.tag ?? undefined) === tag &&
        earlier.asset_amount === amount.toString();
      if (!isSame) {
        throw new AppError(
          'CONFLICT',
          'This request was already processed with different details.',
        );
      }
      return replayWithdrawal(db, earlier);
    }
  }

  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
  const refusal = withdrawRefusal(user);
  if (refusal) throw refusal;

  const adapter = options.chains.adapter(network.id);
  if (!adapter) {
    throw new AppError('NETWORK_UNAVAILABLE', PAYMENTS_MESSAGES.networkUnavailable);
  }
  if (tag && network.tag?.numeric && !/^\d{1,10}$/.test(tag)) {
    throw fail('INVALID_WALLET_ADDRESS', PAYMENTS_MESSAGES.invalidTag);
  }
  if (tag && !network.tag) throw fail('INVALID_WALLET_ADDRESS', PAYMENTS_MESSAGES.invalidAddress);
  if (!adapter.validateAddress(address, tag).valid) {
    throw fail('INVALID_WALLET_ADDRESS', PAYMENTS_MESSAGES.invalidAddress);
  }

  let price: string;
  try {
    price = await priceOf(options.prices, asset);
  } catch (error) {
    if (error instanceof PricesUnavailableError) {
      throw new AppError('PRICES_UNAVAILABLE', PAYMENTS_MESSAGES.pricesUnavailable);
    }
    throw error;
  }
  const fiat = assetUnitsToUsdUnitsCeil(amount, on.decimals, price);
  if (fiat <= decimalToUnits(WITHDRAW_MIN_USD)) {
    throw fail('WITHDRAW_MINIMUM', PAYMENTS_MESSAGES.withdrawMinimum);
  }
  const fee = parseAssetAmount(on.withdrawFee, on.decimals);
  const received = receivedAmount(amount, fee);
  if (received === 0n) throw fail('WITHDRAW_MINIMUM', PAYMENTS_MESSAGES.belowFee);

  const pockets = await findPockets(db, [userId]);
  const pocket = (name: string) => pockets.find((row) => row.pocket === name)?.balance ?? 0n;
  if (pocket('freebets') > 0n) {
    throw fail('FREEBETS_NOT_CONVERTED', PAYMENTS_MESSAGES.freebetsNotConverted);
  }
  if (pocket('credits') < fiat) {
    throw fail('WITHDRAW_INSUFFICIENT_FUNDS', PAYMENTS_MESSAGES.insufficientNoFreebets);
  }
  if (user.two_factor_enabled) await checkTwoFactor({ ...options, code: request.twoFactorCode });

  let entry: PostEntryResult;
  let row: WithdrawalRow;
  try {
    ({ entry, row } = await db.transaction().execute(async (trx) => {
      const posted = await postEntryInTransaction({
        trx,
        idempotencyKey: `withdrawal:${id}`,
        kind: 'withdrawal',
        reference: id,
        postings: requestPostings({
          user_id: userId,
          asset: asset.symbol,
          network: network.id,
          fiat_amount: fiat,
        }),
      });
      if (posted.replayed) {
        // The same key's first request committed meanwhile (its entry and row together).
        const earlier = await findUserWithdrawal(trx, userId, id);
        if (!earlier) throw new Error(`withdrawal ${id}: entry without its row`);
        return { entry: posted, row: earlier };
      }
      const inserted = await insertWithdrawal(trx, {
        id,
        user_id: userId,
        asset: asset.symbol,
        network: network.id,
        to_address: address,
        tag: tag ?? null,
        asset_amount: amount.toString(),
        fee_amount: fee.toString(),
        received_amount: received.toString(),
        asset_decimals: on.decimals,
        fiat_amount: fiat,
        price_usd: price,
        status: 'PENDING',
      });
      return { entry: posted, row: inserted };
    }));
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
      throw fail('WITHDRAW_INSUFFICIENT_FUNDS', PAYMENTS_MESSAGES.insufficientNoFreebets);
    }
    throw error;
  }
  if (options.realtime && !entry.replayed)
    await emitBalancesAfterCommit({ db, realtime: options.realtime, result: entry });
  return withdrawResponse(row, entry);
}

/** A fresh TOTP code, accepted once; failures count toward the account's attempt limit. */
async function checkTwoFactor(options: {
  db: DB;
  tokens: Tokens;
  maxAttempts: number;
  userId: string;
  code: string | undefined;
}) {
  const { db, userId } = options;
  const code = options.code?.trim() ?? '';
  const attemptsKey = actionKey('withdrawal', userId);
  await assertAttemptsLeft({ db, key: attemptsKey, max: options.maxAttempts });
  const user = await findUserById(db, userId);
  const step =
    code && user?.two_factor_secret
      ? await verifyTotp(options.tokens.open(user.two_factor_secret), code)
      : null;
  if (step === null || !(await claimTotpStep(db, userId, step))) {
    await recordAttempt({ db, key: attemptsKey });
    throw new AppError('INVALID_2FA_CODE', PAYMENTS_MESSAGES.invalidTwoFactor);
  }
}

/**
 * Returns a withdrawal's dollars to the player (cancel or reject) and sets the final status, in
 * one transaction; only from the allowed statuses, so a cancel racing an approval resolves once.
 */
async function refundWithdrawal(options: {
  db: DB;
  realtime: Realtime | null;
  id: string;
  userId?: string;
  from: ('PENDING' | 'PROCESSING')[];
  status: 'CANCELLED' | 'REJECTED';
  reviewedBy?: string;
  reason?: string;
  /** Runs in the refund's transaction after it (the console's audit row, ADR 039). */
  inTransaction?: InTransactionHook;
}) {
  const { db } = options;
  const result = await db.transaction().execute(async (trx) => {
    const row = await transitionWithdrawal(
      trx,
      options.id,
      options.from,
      {
        status: options.status,
        reason: options.reason ?? null,
        ...(options.reviewedBy ? { reviewed_by: options.reviewedBy, reviewed_at: new Date() } : {}),
      },
      { notBroadcast: true },
    );
    if (!row || (options.userId && row.user_id !== options.userId)) return undefined;
    const entry = await postEntryInTransaction({
      trx,
      idempotencyKey: `withdrawal_refund:${row.id}`,
      kind: 'withdrawal_refund',
      reference: row.id,
      postings: [
        {
          account: pendingWithdrawalAccount(row.asset, row.network, row.user_id),
          amount: -row.fiat_amount,
        },
        { account: playerAccount(row.user_id, 'credits'), amount: row.fiat_amount },
      ],
    });
    await options.inTransaction?.(trx, row);
    return { row, entry };
  });
  if (result && options.realtime) {
    await emitBalancesAfterCommit({ db, realtime: options.realtime, result: result.entry });
  }
  return result;
}

/** POST /api/payments/withdrawals/:id/cancel: only the player's own, only while PENDING. */
export async function cancelWithdrawal(options: {
  db: DB;
  realtime: Realtime | null;
  userId: string;
  id: string;
}): Promise<CancelWithdrawalResponse> {
  const own = await findUserWithdrawal(options.db, options.userId, options.id);
  if (!own) throw new AppError('NOT_FOUND', 'Withdrawal not found.');
  const result = await refundWithdrawal({
    ...options,
    from: ['PENDING'],
    status: 'CANCELLED',
    reason: 'Cancelled by the player.',
  });
  if (!result) throw fail('WITHDRAWAL_NOT_CANCELLABLE', PAYMENTS_MESSAGES.notCancellable);
  return {
    success: true,
    withdrawal: toWithdrawalRecord(result.row),
    credits: unitsToDecimal(
      balanceAfter(result.entry, playerAccount(options.userId, 'credits')) ?? 0n,
    ),
  };
}

/** Work a caller (the console's audit) does inside an operator transition's transaction. */
export type InTransactionHook = (trx: Transaction<Database>, row: WithdrawalRow) => Promise<void>;

/** Operator: PENDING → PROCESSING; the network's worker then broadcasts it. */
export async function approveWithdrawal(options: {
  db: DB;
  id: string;
  operator: string;
  /** Runs in the approval's transaction after it (the console's audit row, ADR 039). */
  inTransaction?: InTransactionHook;
}) {
  return options.db.transaction().execute(async (trx) => {
    const row = await transitionWithdrawal(trx, options.id, ['PENDING'], {
      status: 'PROCESSING',
      reviewed_by: options.operator,
      reviewed_at: new Date(),
    });
    if (!row) throw notInState(await findWithdrawal(trx, options.id), 'PENDING');
    await options.inTransaction?.(trx, row);
    return row;
  });
}

/**
 * Operator: REJECTED, funds back to the player. Allowed while PENDING, or PROCESSING before a
 * transaction id is known (e.g. the chain refused the broadcast).
 */
export async function rejectWithdrawal(options: {
  db: DB;
  realtime: Realtime | null;
  id: string;
  operator: string;
  reason?: string;
  inTransaction?: InTransactionHook;
  /** The console rejects PENDING only (ADR 039): an approval racing it then wins or loses whole. */
  pendingOnly?: boolean;
}) {
  const result = await refundWithdrawal({
    ...options,
    from: options.pendingOnly ? ['PENDING'] : ['PENDING', 'PROCESSING'],
    status: 'REJECTED',
    reviewedBy: options.operator,
    reason: options.reason ?? 'Rejected by review.',
  });
  if (!result) {
    const row = await findWithdrawal(options.db, options.id);
    throw notInState(row, options.pendingOnly ? 'PENDING' : 'PENDING or unsent');
  }
  return result.row;
}

function notInState(row: WithdrawalRow | undefined, expected: string) {
  if (!row) return new AppError('NOT_FOUND', 'Withdrawal not found.');
  return new AppError(
    'CONFLICT',
    `Withdrawal ${row.id} is ${row.status}${row.txid ? ` (sent: ${row.txid})` : ''}, not ${expected}.`,
  );
}

/**
 * A broadcast withdrawal reached its confirmation: COMPLETED, and its dollars leave the pending
 * account for the custody account (the crypto has left the hot wallet).
 */
export async function completeWithdrawal(options: { db: DB; id: string; confirmations: number }) {
  return options.db.transaction().execute(async (trx) => {
    const row = await transitionWithdrawal(trx, options.id, ['PROCESSING'], {
      status: 'COMPLETED',
      completed_at: new Date(),
      confirmations: options.confirmations,
    });
    if (!row || !row.txid) {
      if (row) throw new Error(`withdrawal ${row.id} completed without a transaction`);
      return undefined;
    }
    await postEntryInTransaction({
      trx,
      idempotencyKey: `withdrawal_complete:${row.id}`,
      kind: 'withdrawal_complete',
      reference: row.id,
      postings: [
        {
          account: pendingWithdrawalAccount(row.asset, row.network, row.user_id),
          amount: -row.fiat_amount,
        },
        { account: custodyAccount(row.asset, row.network, row.user_id), amount: row.fiat_amount },
      ],
    });
    return row;
  });
}

export function requiredWithdrawalConfirmations(network: NetworkId): number {
  return Math.min(NETWORKS[network].confirmations, 1);
}
