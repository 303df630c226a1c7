import { randomUUID } from 'node:crypto';
import {
  LOCKED_CLAIM_MINIMUM_USD,
  LOCKED_MESSAGES,
  LOCKED_MINIMUM_MESSAGE,
  unitsToDecimal,
  type LockedClaimResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { lockedPocket, playerAccount } from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Realtime } from '#app/realtime/realtime';
import { findRecord, takeUnlocked } from './locked-balances.repository';

const UNITS_PER_USD = 100_000_000n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Claim locked balance" (spec document 2 sections 5, 7, 8; ADR 017): the whole unlocked part
 * moves from the pocket `locked:<id>:locked` to credits, and the counter goes back to zero. At
 * least $5 for a deposit bonus, $3 for the Sign Up Spin; below it a 400 with the spec's text and
 * nothing changed. Race-safe: the ledger accounts are locked first (a bet locks the player's
 * ledger rows before its unlock statement touches the record: ADR 015's lock order), then the
 * record's row; a concurrent second claim finds zero unlocked and is refused.
 */
export async function claimLockedBalance(options: {
  db: DB;
  realtime: Realtime | null;
  userId: string;
  lockedBalanceId: string;
}): Promise<LockedClaimResponse> {
  const { db, userId, lockedBalanceId: id } = options;
  const record = UUID.test(id) ? await findRecord(db, userId, id) : undefined;
  if (!record) throw new AppError('NOT_FOUND', LOCKED_MESSAGES.notFound);
  const minimum = BigInt(LOCKED_CLAIM_MINIMUM_USD[record.type]) * UNITS_PER_USD;
  const refusal = new AppError('BAD_REQUEST', LOCKED_MINIMUM_MESSAGE[record.type], {
    data: { title: LOCKED_MINIMUM_MESSAGE[record.type] },
  });

  const paid = await db.transaction().execute(async (trx) => {
    const pocket = playerAccount(userId, lockedPocket(record.id, 'locked'));
    await lockEntryAccounts(trx, [pocket, playerAccount(userId, 'credits')]);
    const amount = await takeUnlocked(trx, { userId, id: record.id, minimum });
    if (amount === undefined) return undefined;
    const entry: PostEntryResult = await postEntryInTransaction({
      trx,
      idempotencyKey: `locked_claim:${randomUUID()}`,
      kind: 'locked_claim',
      reference: record.id,
      postings: [
        { account: pocket, amount: -amount },
        { account: playerAccount(userId, 'credits'), amount },
      ],
    });
    return { amount, entry };
  });
  if (!paid) throw refusal;

  if (options.realtime) {
    await emitBalancesAfterCommit({ db, realtime: options.realtime, result: paid.entry });
  }
  const after = (await findRecord(db, userId, record.id)) ?? record;
  const claimed = unitsToDecimal(paid.amount);
  return {
    data: { message: `${LOCKED_MESSAGES.claimed} $${claimed}` },
    claimed,
    lockedBalance: {
      id: after.id,
      type: after.type,
      locked: unitsToDecimal(after.locked),
      unlocked: unitsToDecimal(after.unlocked),
    },
  };
}
