import type { LockedBalanceType } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { houseAccount, lockedPocket, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntryInTransaction, type PostEntryResult } from '#app/modules/ledger/ledger.service';
import { insertLockedRecord } from './locked-balances.repository';

/**
 * Grants a locked balance inside the caller's transaction (ADR 017): a record whose `locked`
 * counter is the amount, and real ledger money — the house's bonus expense (the player's shard)
 * pays into the pocket `locked:<id>:locked`. Once per `source` (`deposit:<id>`, `wheel:<id>`):
 * a second grant of the same source returns undefined and moves nothing.
 */
export async function grantLockedBalance(options: {
  trx: Transaction<Database>;
  userId: string;
  type: LockedBalanceType;
  amount: bigint;
  source: string;
  /** The ledger entry's kind and key (`<kind>:<business id>`). */
  kind: string;
  idempotencyKey: string;
}): Promise<{ id: string; entry: PostEntryResult } | undefined> {
  const { trx, userId, amount } = options;
  if (amount <= 0n) return undefined;
  const id = await insertLockedRecord(trx, {
    userId,
    type: options.type,
    amount,
    source: options.source,
  });
  if (!id) return undefined;
  const entry = await postEntryInTransaction({
    trx,
    idempotencyKey: options.idempotencyKey,
    kind: options.kind,
    reference: id,
    postings: [
      { account: houseAccount('bonus_expense', shardFor(userId)), amount: -amount },
      { account: playerAccount(userId, lockedPocket(id, 'locked')), amount },
    ],
  });
  return { id, entry };
}
