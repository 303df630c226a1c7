import { randomUUID } from 'node:crypto';
import {
  decimalToUnits,
  MONEY_MESSAGES,
  unitsToDecimal,
  WALLET_MESSAGES,
  type TransactionsQuery,
  type TransactionsResponse,
  type TipResponse,
  type VaultTransferRequest,
  type VaultTransferResponse,
  type WalletBalance,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError, isAppError } from '#app/errors/app-error';
import { actionKey, assertAttemptsLeft, recordAttempt } from '#app/modules/auth/attempts';
import { verifyPassword } from '#app/modules/auth/passwords';
import type { Tokens } from '#app/modules/auth/tokens';
import { verifyTotp } from '#app/modules/auth/two-factor';
import { playerAccount, STANDARD_POCKETS } from '#app/modules/ledger/accounts';
import { balanceAfter, postEntry } from '#app/modules/ledger/ledger.service';
import { createNotification } from '#app/modules/notifications/notifications.service';
import { claimTotpStep, findUserById } from '#app/modules/users/users.repository';
import type { Realtime } from '#app/realtime/realtime';
import { emitBalancesAfterCommit } from './balance-events';
import { findLockedBalanceTypes, lockedBalancesOf, lockedIdsOf } from './locked-balances';
import { entryExists, findPockets, listMovements } from './wallet.repository';

export interface WalletDeps {
  db: DB;
  realtime: Realtime;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ledger key of one HTTP operation: the client's Idempotency-Key when it sent one (a retry
 * then moves nothing and gets the first answer), else a fresh id. Scoped by the player, so two
 * players' keys never meet.
 */
export function operationKey(kind: string, userId: string, clientKey: string | undefined): string {
  return `${kind}:${userId}:${clientKey ?? randomUUID()}`;
}

/** GET /api/wallet/balance: every pocket and locked balance, as decimal strings. */
export async function getBalance(options: { db: DB; userId: string }): Promise<WalletBalance> {
  const rows = await findPockets(options.db, [options.userId]);
  const of = (pocket: string) =>
    unitsToDecimal(rows.find((r) => r.pocket === pocket)?.balance ?? 0n);
  const pockets = Object.fromEntries(STANDARD_POCKETS.map((p) => [p, of(p)])) as Record<
    (typeof STANDARD_POCKETS)[number],
    string
  >;
  const types = await findLockedBalanceTypes(options.db, options.userId, lockedIdsOf(rows));
  return { ...pockets, lockedBalances: lockedBalancesOf(rows, types) };
}

/** A positive amount in units, or null when missing, blank or not above zero. */
function positiveUnits(text: string | undefined): bigint | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  let units: bigint;
  try {
    units = decimalToUnits(trimmed);
  } catch {
    // Garbage or more than 8 decimals: not "missing", a wrong value.
    if (/^-/.test(trimmed)) return null;
    throw new AppError('VALIDATION_FAILED', MONEY_MESSAGES.invalidAmount);
  }
  return units > 0n ? units : null;
}

/**
 * POST /api/wallet/vault (spec document 2 sections 5 and 8). Deposit (target "vault"): credits →
 * vault, a positive amount not above the credits. Withdraw (target "balance"): vault → credits;
 * amount and password required, plus the 2FA code when 2FA is on; not above the vault.
 */
export async function vaultTransfer(
  options: WalletDeps & {
    tokens: Tokens;
    maxAttempts: number;
    userId: string;
    request: VaultTransferRequest;
    idempotencyKey?: string;
  },
): Promise<VaultTransferResponse> {
  const { db, userId, request } = options;
  const isDeposit = request.target === 'vault';
  const amount = positiveUnits(request.amount);
  if (amount === null) {
    throw isDeposit
      ? new AppError('AMOUNT_REQUIRED', WALLET_MESSAGES.enterAmount)
      : new AppError('FIELDS_REQUIRED', WALLET_MESSAGES.fillAllFields);
  }
  const key = operationKey('vault', userId, options.idempotencyKey);
  // A retry of a withdrawal already made replays it: its 2FA code has been used up by then.
  if (!isDeposit && !(options.idempotencyKey && (await entryExists(db, key)))) {
    await checkVaultCredentials({
      ...options,
      password: request.password,
      code: request.twoFactorCode,
    });
  }

  const credits = playerAccount(userId, 'credits');
  const vault = playerAccount(userId, 'vault');
  const [from, to] = isDeposit ? [credits, vault] : [vault, credits];
  let result;
  try {
    result = await postEntry({
      db,
      idempotencyKey: key,
      kind: 'vault',
      reference: isDeposit ? 'to_vault' : 'to_balance',
      postings: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientFunds, {
        internal: isDeposit ? 'vault deposit above credits' : 'vault withdrawal above vault',
      });
    }
    throw error;
  }
  await emitBalancesAfterCommit({ db, realtime: options.realtime, result });
  return {
    success: true,
    credits: unitsToDecimal(balanceAfter(result, credits) ?? 0n),
    vault: unitsToDecimal(balanceAfter(result, vault) ?? 0n),
  };
}

/**
 * The account's password (argon2, the accounts module's check) and, with 2FA on, a fresh TOTP
 * code, accepted once. Failures count on the vault's own counter: failed logins by others never
 * block the owner's withdrawal (issue 15.1), and only a signed-in owner can reach it.
 */
async function checkVaultCredentials(options: {
  db: DB;
  tokens: Tokens;
  maxAttempts: number;
  userId: string;
  password: string | undefined;
  code: string | undefined;
}) {
  const { db, userId } = options;
  if (!options.password) throw new AppError('FIELDS_REQUIRED', WALLET_MESSAGES.fillAllFields);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', WALLET_MESSAGES.invalidPasswordOr2fa);
  if (user.two_factor_enabled && !options.code?.trim()) {
    throw new AppError('FIELDS_REQUIRED', WALLET_MESSAGES.fillAllFields);
  }
  const attemptsKey = actionKey('vault', userId);
  await assertAttemptsLeft({ db, key: attemptsKey, max: options.maxAttempts });
  let isValid =
    user.password_hash !== null && (await verifyPassword(user.password_hash, options.password));
  if (isValid && user.two_factor_enabled) {
    const step = user.two_factor_secret
      ? await verifyTotp(options.tokens.open(user.two_factor_secret), options.code?.trim() ?? '')
      : null;
    isValid = step !== null && (await claimTotpStep(db, userId, step));
  }
  if (!isValid) {
    await recordAttempt({ db, key: attemptsKey });
    throw new AppError('INVALID_PASSWORD_OR_2FA', WALLET_MESSAGES.invalidPasswordOr2fa);
  }
}

/**
 * POST /api/wallet/tip (spec document 2 sections 5, 7, 8): credits from the player to another
 * player's credits. No self-tip; an unknown or malformed id is "User not found"; not enough
 * credits is 403 "You don't have enough balance".
 */
export async function tipUser(
  options: WalletDeps & {
    userId: string;
    recipientId: string;
    amount: string;
    idempotencyKey?: string;
  },
): Promise<TipResponse> {
  const { db, userId } = options;
  const recipientId = options.recipientId.trim().toLowerCase();
  if (recipientId === userId.toLowerCase()) {
    throw new AppError('SELF_TIP', WALLET_MESSAGES.cannotTipYourself);
  }
  if (!UUID.test(recipientId) || !(await findUserById(db, recipientId))) {
    throw new AppError('NOT_FOUND', WALLET_MESSAGES.userNotFound);
  }
  const amount = decimalToUnits(options.amount);
  const from = playerAccount(userId, 'credits');
  let result;
  try {
    result = await postEntry({
      db,
      idempotencyKey: operationKey('tip', userId, options.idempotencyKey),
      kind: 'tip',
      reference: recipientId,
      postings: [
        { account: from, amount: -amount },
        { account: playerAccount(recipientId, 'credits'), amount },
      ],
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.notEnoughBalance);
    }
    throw error;
  }
  await emitBalancesAfterCommit({ db, realtime: options.realtime, result });
  if (!result.replayed) {
    await notifyTipRecipient({ ...options, recipientId, amount });
  }
  return { success: true, credits: unitsToDecimal(balanceAfter(result, from) ?? 0n) };
}

/**
 * The recipient's notification of a committed tip (issue 8). The money has moved: a failure here
 * must not turn the answer into an error that a client might retry without a key.
 */
async function notifyTipRecipient(
  options: WalletDeps & { userId: string; recipientId: string; amount: bigint },
): Promise<void> {
  const { db, realtime } = options;
  try {
    const sender = (await findUserById(db, options.userId))?.username ?? 'A player';
    await createNotification({
      db,
      realtime,
      userId: options.recipientId,
      title: 'You received a tip',
      message: `${sender} tipped you $${unitsToDecimal(options.amount)}`,
      link: '/history',
    });
  } catch {
    // The tip shows in the recipient's balance and statement anyway.
  }
}

/** The opaque cursor: base64url of "<entry id>.<seq>" of the last row of a page. */
function encodeCursor(entryId: bigint, seq: number): string {
  return Buffer.from(`${entryId}.${seq}`).toString('base64url');
}

const MAX_BIGINT = 2n ** 63n - 1n;

function decodeCursor(cursor: string) {
  const match = /^(\d{1,19})\.(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString());
  // An id past BIGINT's range reached PostgreSQL and answered 500 (issue 15.5).
  if (!match?.[1] || !match[2] || BigInt(match[1]) > MAX_BIGINT) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor.');
  }
  return { entryId: BigInt(match[1]), seq: Number(match[2]) };
}

/** GET /api/wallet/transactions: the player's own movements, newest first, cursor-paged. */
export async function listTransactions(options: {
  db: DB;
  userId: string;
  query: TransactionsQuery;
}): Promise<TransactionsResponse> {
  const { query } = options;
  const rows = await listMovements(options.db, {
    userId: options.userId,
    kind: query.type,
    before: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    transactions: page.map((r) => ({
      id: `${r.entry_id}-${r.seq}`,
      type: r.kind,
      amount: unitsToDecimal(r.amount),
      pocket: r.pocket ?? '',
      created_at: r.created_at.toISOString(),
      status: 'completed' as const,
      reference: r.reference,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.entry_id, last.seq) : null,
  };
}
