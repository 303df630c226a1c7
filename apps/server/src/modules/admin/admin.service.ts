import { randomUUID } from 'node:crypto';
import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError, isAppError } from '#app/errors/app-error';
import {
  houseAccount,
  isPocket,
  playerAccount,
  shardFor,
  type Pocket,
} from '#app/modules/ledger/accounts';
import { balanceAfter, postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { findUserByUsername } from '#app/modules/users/users.repository';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Realtime } from '#app/realtime/realtime';
import { findAuditIdOfEntry, insertAudit } from './admin.repository';

export const ADJUSTMENT_ACTIONS = ['credit', 'debit'] as const;
export type AdjustmentAction = (typeof ADJUSTMENT_ACTIONS)[number];

export interface AdjustmentResult {
  userId: string;
  username: string;
  pocket: Pocket;
  entryId: bigint;
  auditId: bigint;
  /** The pocket's balance after the adjustment, as a decimal string. */
  balance: string;
}

/**
 * An operator's manual balance adjustment (issue 4, operator tool): one balanced ledger entry
 * against the house bankroll (Gold against gold issuance), and an `admin_audit` row saying who
 * and why, in one transaction. credit: house → player; debit: player → house, refused when the
 * pocket holds less.
 */
export async function adjustBalance(options: {
  db: DB;
  operator: string;
  action: AdjustmentAction;
  username: string;
  amount: string;
  pocket: string;
  reason: string;
  /** Where the player's new balance goes once committed (the command line: the database relay). */
  realtime?: Realtime | null;
  /** The operator console (issue 22): the staff user and IP written to the audit row. */
  actorUserId?: string;
  ip?: string;
  /** The console's per-request key (issue 22): a repeated request replays the first adjustment. */
  idempotencyKey?: string;
}): Promise<AdjustmentResult> {
  const { db, action } = options;
  const operator = options.operator.trim();
  const reason = options.reason.trim();
  if (!operator) throw new AppError('BAD_REQUEST', 'An operator name is required.');
  if (!reason) throw new AppError('BAD_REQUEST', 'A reason is required (--reason "...").');
  if (!isPocket(options.pocket)) {
    throw new AppError('BAD_REQUEST', `Unknown pocket: ${options.pocket}.`);
  }
  const pocket = options.pocket;
  let amount: bigint;
  try {
    amount = decimalToUnits(options.amount.trim());
  } catch {
    amount = 0n;
  }
  if (amount <= 0n) {
    throw new AppError(
      'BAD_REQUEST',
      `Bad amount: ${options.amount} (a positive number with at most 8 decimals).`,
    );
  }
  const user = await findUserByUsername(db, options.username.trim());
  if (!user) throw new AppError('NOT_FOUND', `Unknown user: ${options.username}.`);

  const player = playerAccount(user.id, pocket);
  const house = houseAccount(pocket === 'gold' ? 'gold_issuance' : 'bankroll', shardFor(user.id));
  const delta = action === 'credit' ? amount : -amount;
  const id = randomUUID();
  try {
    const { adjusted, posted } = await db.transaction().execute(async (trx) => {
      const result = await postEntryInTransaction({
        trx,
        idempotencyKey: options.idempotencyKey ?? `admin:${id}`,
        kind: 'admin',
        reference: `${action}:${operator}`,
        postings: [
          { account: player, amount: delta },
          { account: house, amount: -delta },
        ],
      });
      // A replayed console request moved nothing: it answers with the first request's audit row.
      const replayedAudit = result.replayed
        ? await findAuditIdOfEntry(trx, result.entryId)
        : undefined;
      const auditId =
        replayedAudit ??
        (await insertAudit(trx, {
          operator,
          action: `balance_${action}`,
          targetUserId: user.id,
          details: {
            pocket,
            amount: unitsToDecimal(amount),
            reason,
            // The console's rows (issue 22) carry the pocket's balance before and after.
            ...(options.actorUserId
              ? balanceChange(balanceAfter(result, player) ?? 0n, delta)
              : {}),
          },
          ledgerEntryId: result.entryId,
          actorUserId: options.actorUserId ?? null,
          ip: options.ip ?? null,
        }));
      const adjusted: AdjustmentResult = {
        userId: user.id,
        username: user.username,
        pocket,
        entryId: result.entryId,
        auditId,
        balance: unitsToDecimal(balanceAfter(result, player) ?? 0n),
      };
      return { adjusted, posted: result };
    });
    if (options.realtime) {
      await emitBalancesAfterCommit({ db, realtime: options.realtime, result: posted });
    }
    return adjusted;
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        `Insufficient funds: ${user.username}'s ${pocket} holds less than ${unitsToDecimal(amount)}.`,
      );
    }
    throw error;
  }
}

function balanceChange(after: bigint, delta: bigint) {
  return { before: unitsToDecimal(after - delta), after: unitsToDecimal(after) };
}
