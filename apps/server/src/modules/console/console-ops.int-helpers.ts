import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { PaymentWithdrawalStatus } from '#app/db/schema';
import { playerAccount } from '#app/modules/ledger/accounts';
import { postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { pendingWithdrawalAccount } from '#app/modules/payments/withdrawals.service';
import { insertWithdrawal } from '#app/modules/payments/withdrawals.repository';

/** Helpers of the money and operations sections' integration tests (not a test file itself). */

export const usd = (dollars: number) => BigInt(Math.round(dollars * 100)) * 10n ** 6n;

/**
 * A withdrawal as the player's request makes it (funded, then debited into the pending account
 * with its row, one transaction), optionally moved on to PROCESSING or a failed send.
 */
export async function withdrawalFixture(
  db: DB,
  userId: string,
  options: {
    dollars?: number;
    toAddress?: string;
    network?: string;
    asset?: string;
    state?: 'PENDING' | 'PROCESSING' | 'UNSENT';
  } = {},
): Promise<string> {
  const fiat = usd(options.dollars ?? 50);
  const asset = options.asset ?? 'BTC';
  const network = options.network ?? 'btc';
  await fundPlayer({ db, userId, amount: fiat });
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await postEntryInTransaction({
      trx,
      idempotencyKey: `withdrawal:${id}`,
      kind: 'withdrawal',
      reference: id,
      postings: [
        { account: playerAccount(userId, 'credits'), amount: -fiat },
        { account: pendingWithdrawalAccount(asset, network, userId), amount: fiat },
      ],
    });
    await insertWithdrawal(trx, {
      id,
      user_id: userId,
      asset,
      network,
      to_address: options.toAddress ?? `bc1q${randomUUID().replaceAll('-', '').slice(0, 30)}`,
      tag: null,
      asset_amount: '100000',
      fee_amount: '1000',
      received_amount: '99000',
      asset_decimals: 8,
      fiat_amount: fiat,
      price_usd: '50000',
      status: 'PENDING',
    });
  });
  const state = options.state ?? 'PENDING';
  if (state !== 'PENDING') {
    await db
      .updateTable('payment_withdrawals')
      .set({
        status: 'PROCESSING' as PaymentWithdrawalStatus,
        reviewed_by: 'fixture',
        ...(state === 'UNSENT'
          ? { last_error: 'node refused: insufficient funds', broadcast_attempts: 3 }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

/** Moves a user's creation time back (the "new account" hint). */
export async function ageAccount(db: DB, userId: string, days: number): Promise<void> {
  await sql`UPDATE users SET created_at = now() - make_interval(days => ${days}) WHERE id = ${userId}`.execute(
    db,
  );
}
