import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import type { OutboxSubscriber } from '#app/modules/outbox/outbox';
import { addRaceWagers } from './races.repository';
import type { StandingsFeed } from './race-standings-feed';

/**
 * Race wagers from play, through the transactional outbox (ADR 019, docs/decisions/024-races.md):
 * each delivery adds its `play` messages' credit stakes of referred players to their affiliates'
 * running races in one statement, committed with the messages' removal (counted once). The
 * standings go out after that commit, throttled per race.
 */
export function racePlaySubscriber(feed: StandingsFeed): OutboxSubscriber<'play'> {
  return {
    name: 'races',
    topic: 'play',
    async handle({ db, messages }) {
      if (!db.isTransaction) throw new Error('the races subscriber needs the delivery transaction');
      const wagers = messages
        .flatMap((m) => m.payload.events)
        .map((e) => ({ userId: e.userId, stake: BigInt(e.stakeCredits), at: new Date(e.at) }))
        .filter((w) => w.stake > 0n);
      const touched = await addRaceWagers(db as Transaction<Database>, wagers);
      if (touched.length === 0) return;
      return (realtime) => {
        for (const raceId of touched) feed.touch(realtime, raceId);
      };
    },
  };
}
