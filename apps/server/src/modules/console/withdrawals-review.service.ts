import {
  decimalToUnits,
  formatAssetAmount,
  LARGE_WITHDRAWAL_USD,
  NEW_ACCOUNT_DAYS,
  OPS_MESSAGES,
  unitsToDecimal,
  type ConsoleDeposit,
  type ReviewWithdrawal,
  type WithdrawalActionResponse,
  type WithdrawalQueue,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import {
  findWithdrawal,
  resolveUnsentWithdrawal,
  type WithdrawalRow,
} from '#app/modules/payments/withdrawals.repository';
import { approveWithdrawal, rejectWithdrawal } from '#app/modules/payments/withdrawals.service';
import type { Realtime } from '#app/realtime/realtime';
import { insertConsoleAudit, operatorName, type ConsoleActor } from './console-audit.repository';
import type { TablePage } from './console-table';
import {
  listConsoleDeposits,
  listReviewWithdrawals,
  type ReviewWithdrawalRow,
} from './withdrawals-review.repository';

const DAY_MS = 86_400_000;
const LARGE_UNITS = decimalToUnits(LARGE_WITHDRAWAL_USD);

/**
 * The risk hints of a withdrawal (ADR 039), from the figures its page query read:
 * new account (younger than NEW_ACCOUNT_DAYS at the request), low wager (wagered less than
 * deposited), address reuse (other players on the address), large amount (≥ LARGE_WITHDRAWAL_USD).
 */
export function riskHintsOf(row: ReviewWithdrawalRow): ReviewWithdrawal['risk'] {
  const ageDays = Math.max(
    0,
    Math.floor((row.created_at.getTime() - row.user_created_at.getTime()) / DAY_MS),
  );
  const deposited = BigInt(row.deposited);
  const wagered = BigInt(row.amount_wagered);
  const ratio = deposited > 0n ? Number((wagered * 100n) / deposited) / 100 : null;
  return {
    accountAgeDays: ageDays,
    newAccount: ageDays < NEW_ACCOUNT_DAYS,
    deposited: unitsToDecimal(deposited),
    wagered: unitsToDecimal(wagered),
    wagerRatio: ratio,
    lowWager: wagered < deposited,
    addressSharedWith: Number(row.address_shared_with),
    largeAmount: BigInt(row.fiat_amount) >= LARGE_UNITS,
  };
}

export function toReviewWithdrawal(row: ReviewWithdrawalRow): ReviewWithdrawal {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    asset: row.asset,
    network: row.network,
    assetAmount: formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals),
    amount: unitsToDecimal(BigInt(row.fiat_amount)),
    toAddress: row.to_address,
    tag: row.tag,
    status: row.status,
    txid: row.txid,
    lastError: row.last_error,
    broadcastAttempts: row.broadcast_attempts,
    reviewedBy: row.reviewed_by,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    risk: riskHintsOf(row),
  };
}

export async function listWithdrawalsForReview(
  db: DB,
  query: {
    queue: WithdrawalQueue;
    q?: string | undefined;
    sort: 'createdAt' | 'amount' | 'username';
    dir: 'asc' | 'desc';
  },
  window: { limit: number; offset: number },
): Promise<TablePage<ReviewWithdrawal>> {
  const rows = await listReviewWithdrawals(db, { ...query, ...window });
  return { items: rows.map(toReviewWithdrawal), total: rows[0]?.total ?? 0 };
}

export async function listDepositsForConsole(
  db: DB,
  query: {
    status?: string | undefined;
    q?: string | undefined;
    sort: 'createdAt' | 'amount' | 'username';
    dir: 'asc' | 'desc';
  },
  window: { limit: number; offset: number },
): Promise<TablePage<ConsoleDeposit>> {
  const rows = await listConsoleDeposits(db, { ...query, ...window });
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      username: r.username,
      asset: r.asset,
      network: r.network,
      txid: r.txid,
      assetAmount: formatAssetAmount(BigInt(r.asset_amount), r.asset_decimals),
      amount: r.fiat_amount === null ? null : unitsToDecimal(r.fiat_amount),
      status: r.status,
      confirmations: r.confirmations,
      requiredConfirmations: r.required_confirmations,
      source: r.source,
      createdAt: r.created_at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

export interface ReviewDeps {
  db: DB;
  actor: ConsoleActor;
  realtime: () => Realtime | null;
}

/** What an audit row keeps of a withdrawal before and after a change. */
const snapshot = (row: WithdrawalRow) => ({
  status: row.status,
  txid: row.txid,
  reviewedBy: row.reviewed_by,
  reason: row.reason,
  lastError: row.last_error,
  broadcastAttempts: row.broadcast_attempts,
  amount: unitsToDecimal(row.fiat_amount),
});

async function existing(db: DB, id: string): Promise<WithdrawalRow> {
  const row = await findWithdrawal(db, id);
  if (!row) throw new AppError('NOT_FOUND', OPS_MESSAGES.withdrawalNotFound);
  return row;
}

/** The audit row of a withdrawal action, written in the action's transaction. */
function auditIn(
  deps: ReviewDeps,
  action: string,
  before: WithdrawalRow,
  reason: string | null,
  into: { auditId?: bigint },
) {
  return async (trx: Transaction<Database>, after: WithdrawalRow) => {
    into.auditId = await insertConsoleAudit(trx, {
      actor: deps.actor,
      action,
      targetUserId: after.user_id,
      details: {
        withdrawalId: after.id,
        reason,
        before: snapshot(before),
        after: snapshot(after),
      },
    });
  };
}

const answer = (row: WithdrawalRow, auditId: bigint | undefined): WithdrawalActionResponse => ({
  ok: true,
  auditId: String(auditId),
  status: row.status,
});

/**
 * Approve (PENDING → PROCESSING) through the payments module's own `approveWithdrawal`, the CLI's
 * path; its conditional update lets exactly one of two racing approvals win, the other gets its
 * 409 ("Withdrawal … is PROCESSING, not PENDING.") and writes nothing.
 */
export async function approveForReview(
  deps: ReviewDeps,
  options: { id: string; reason?: string | undefined },
): Promise<WithdrawalActionResponse> {
  const before = await existing(deps.db, options.id);
  const into: { auditId?: bigint } = {};
  const row = await approveWithdrawal({
    db: deps.db,
    id: options.id,
    operator: operatorName(deps.actor),
    inTransaction: auditIn(deps, 'withdrawal_approve', before, options.reason ?? null, into),
  });
  return answer(row, into.auditId);
}

/**
 * Reject a PENDING withdrawal with a reason: the payments module's `rejectWithdrawal` (funds back
 * to the player). PENDING only: an approved one may be mid-broadcast, and a failed send has its
 * own answers (retry, sent), so a reject racing an approval cannot refund a sent withdrawal.
 */
export async function rejectForReview(
  deps: ReviewDeps,
  options: { id: string; reason: string },
): Promise<WithdrawalActionResponse> {
  const before = await existing(deps.db, options.id);
  const into: { auditId?: bigint } = {};
  const row = await rejectWithdrawal({
    db: deps.db,
    realtime: deps.realtime(),
    id: options.id,
    operator: operatorName(deps.actor),
    reason: options.reason,
    inTransaction: auditIn(deps, 'withdrawal_reject', before, options.reason, into),
    pendingOnly: true,
  });
  return answer(row, into.auditId);
}

/**
 * A send that did not finish (the CLI's `withdrawals retry|sent`): send again (`txid` null) or
 * record the transaction found on the chain. Only a PROCESSING withdrawal without a transaction.
 */
export async function resolveUnsentForReview(
  deps: ReviewDeps,
  options: { id: string; txid: string | null; reason: string },
): Promise<WithdrawalActionResponse> {
  const before = await existing(deps.db, options.id);
  const into: { auditId?: bigint } = {};
  const action = options.txid ? 'withdrawal_sent' : 'withdrawal_retry';
  const row = await deps.db.transaction().execute(async (trx) => {
    const resolved = await resolveUnsentWithdrawal(trx, options.id, options.txid);
    if (!resolved) {
      const now = await findWithdrawal(trx, options.id);
      throw new AppError(
        'CONFLICT',
        `Withdrawal ${options.id} is ${now?.status ?? before.status}${now?.txid ? ` (sent: ${now.txid})` : ''}, not an unsent PROCESSING withdrawal.`,
      );
    }
    await auditIn(deps, action, before, options.reason, into)(trx, resolved);
    return resolved;
  });
  return answer(row, into.auditId);
}
