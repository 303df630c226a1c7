import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import type { OutboxSubscriber } from '#app/modules/outbox/outbox';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { grantDepositBonuses } from './deposit-bonus.service';

/**
 * The deposit bonus reacts to credited deposits through the transactional outbox (ADR 019):
 * the grant commits together with the message's removal, so it happens once; it is idempotent
 * per deposit anyway (ADR 017). After the commit the players see their new locked balance.
 */
export function depositBonusSubscriber(appDb: DB): OutboxSubscriber<'deposit.credited'> {
  return {
    name: 'deposit-bonus',
    topic: 'deposit.credited',
    async handle({ db, messages }) {
      // `db` is the delivery's transaction (ADR 019), typed as a handle.
      const trx = db as Transaction<Database>;
      const entries = await grantDepositBonuses({
        trx,
        deposits: messages.map(({ payload }) => ({
          userId: payload.userId,
          depositId: payload.depositId,
          usd: BigInt(payload.usd),
        })),
      });
      if (entries.length === 0) return;
      return (realtime) => {
        for (const result of entries) {
          void emitBalancesAfterCommit({ db: appDb, realtime, result }).catch(() => undefined);
        }
      };
    },
  };
}
