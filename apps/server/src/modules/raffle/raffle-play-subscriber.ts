import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import type { OutboxSubscriber } from '#app/modules/outbox/outbox';
import { getRaffleSettings } from './raffle-settings';
import { creditWageringTickets } from './wagering-tickets';

/**
 * Wagering tickets from play (issue 17 item 6), through the transactional outbox (ADR 019): each
 * `play` message's events become tickets in the delivery's transaction, so they commit together
 * with the messages' removal (a failed delivery rolls them back and is retried: counted once).
 * `user:raffleTickets` goes out after that commit.
 */
export function rafflePlaySubscriber(options: {
  db: DB;
  now: () => Date;
}): OutboxSubscriber<'play'> {
  return {
    name: 'raffle',
    topic: 'play',
    async handle({ db, messages }) {
      if (!db.isTransaction)
        throw new Error('the raffle subscriber needs the delivery transaction');
      // Settings from the app's handle: its 5 s cache (a transaction object is new each time).
      const settings = await getRaffleSettings(options.db);
      const emit = await creditWageringTickets({
        trx: db as Transaction<Database>,
        events: messages.flatMap((m) => m.payload.events),
        usdPerTicket: settings.usdPerTicket,
        now: options.now(),
      });
      return (realtime) => emit(realtime);
    },
  };
}
