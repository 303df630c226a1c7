import { randomUUID } from 'node:crypto';
import { unitsToDecimal, type ConvertFreebetsResponse } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { balanceAfter, postEntry } from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { findPockets } from '#app/modules/wallet/wallet.repository';
import type { Realtime } from '#app/realtime/realtime';

/**
 * POST /api/payments/freebets/convert (spec document 2 sections 7 and 8: "Convert or sacrifice
 * free bets"; "Freebets are lost on withdrawal after an irreversible confirmation"): the player's
 * free bets go back to the house (`bonus_expense`), so that the credits can be withdrawn.
 */
export async function forfeitFreebets(options: {
  db: DB;
  realtime: Realtime | null;
  userId: string;
}): Promise<ConvertFreebetsResponse> {
  const { db, userId } = options;
  const rows = await findPockets(db, [userId]);
  const balance = (pocket: string) => rows.find((row) => row.pocket === pocket)?.balance ?? 0n;
  const freebets = balance('freebets');
  if (freebets <= 0n) {
    return {
      success: true,
      forfeited: '0',
      credits: unitsToDecimal(balance('credits')),
      freebets: '0',
    };
  }
  const id = randomUUID();
  const result = await postEntry({
    db,
    idempotencyKey: `freebets_forfeit:${id}`,
    kind: 'freebets_forfeit',
    reference: userId,
    postings: [
      { account: playerAccount(userId, 'freebets'), amount: -freebets },
      { account: houseAccount('bonus_expense', shardFor(userId)), amount: freebets },
    ],
  });
  if (options.realtime) await emitBalancesAfterCommit({ db, realtime: options.realtime, result });
  return {
    success: true,
    forfeited: unitsToDecimal(freebets),
    credits: unitsToDecimal(balance('credits')),
    freebets: unitsToDecimal(balanceAfter(result, playerAccount(userId, 'freebets')) ?? 0n),
  };
}
