import { isChallengeGame } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import {
  playEventsOf,
  type DeliveredPlay,
  type OutboxSubscriber,
} from '#app/modules/outbox/outbox';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Realtime } from '#app/realtime/realtime';
import type { Notification } from '@tengu/shared';
import { createNotificationInTransaction } from '#app/modules/notifications/notifications.service';
import { awardChallenge, type PaidWin } from './challenge-prize';
import { findWinnable, type ChallengeRow } from './challenges.repository';

type Play = DeliveredPlay;

/**
 * Whether a settled bet wins a challenge: its game, at least the minimum credits staked, payout ÷
 * the whole stake (credits and free bets) at least the minimum multiplier (integers: payout × 100
 * ≥ minimum × stake), placed while
 * the challenge runs. A play event with payout 0 is a loss or the stake of a multi-step game
 * (announced when staked, ADR 019): it can never win, hence CHALLENGE_GAMES.
 */
export function qualifies(challenge: ChallengeRow, play: Play): boolean {
  return (
    play.game === challenge.game &&
    play.stakeCredits > 0n &&
    play.stakeCredits >= challenge.min_stake &&
    play.payout * 100n >=
      challenge.min_multiplier_x100 * (play.stakeCredits + play.stakeFreebets) &&
    challenge.starts_at <= play.at &&
    (challenge.ends_at === null || play.at < challenge.ends_at)
  );
}

/** The outbox hands its subscribers the delivery's transaction (ADR 019). */
function deliveryTransaction(db: DB): Transaction<Database> {
  if (!db.isTransaction) throw new Error('challenges: outbox delivery outside a transaction');
  return db as Transaction<Database>;
}

/**
 * The challenges' subscriber to the outbox's `play` topic (issue 17 item 5; ADR 021): checks
 * every settled bet of the delivered batches against the challenges that can still be won, the
 * earliest bet first, and awards and pays each won challenge in the delivery's transaction.
 * After the commit the winner gets `challenge:winner` (on /wallet), `user:balance` and one
 * `user:newCalendarItem` per scheduled part.
 */
export function challengesPlaySubscriber(options: {
  /** The app's handle, for reading the committed balances after the delivery. */
  db: DB;
  now: () => Date;
}): OutboxSubscriber<'play'> {
  return {
    name: 'challenges',
    topic: 'play',
    async handle({ db, messages }) {
      const plays = messages
        .flatMap((message) => playEventsOf(message))
        .filter((play) => play.payout > 0n && play.stakeCredits > 0n && isChallengeGame(play.game));
      if (plays.length === 0) return;
      const trx = deliveryTransaction(db);
      const candidates = await findWinnable(trx, [...new Set(plays.map((p) => p.game))]);
      if (candidates.length === 0) return;
      // First qualifying bet wins: in the order the bets were placed (Array.sort is stable).
      plays.sort((a, b) => a.at.getTime() - b.at.getTime());
      const decided = new Set<string>();
      const wins: Array<PaidWin & { notification: Notification }> = [];
      for (const play of plays) {
        for (const challenge of candidates) {
          if (decided.has(challenge.id) || !qualifies(challenge, play)) continue;
          // Won here or, concurrently, elsewhere: either way no later bet can win it.
          decided.add(challenge.id);
          const win = await awardChallenge({
            trx,
            challenge,
            userId: play.userId,
            stake: play.stakeCredits + play.stakeFreebets,
            payout: play.payout,
            at: play.at,
            now: options.now(),
          });
          if (win) wins.push({ ...win, notification: await notifyWin(trx, win) });
        }
      }
      if (wins.length === 0) return;
      return (realtime) => publishWins({ db: options.db, realtime, wins });
    },
  };
}

/** The bell's item for a win, written with it (sent after the commit by `publishWins`). */
async function notifyWin(trx: DB, win: PaidWin): Promise<Notification> {
  const { notification } = await createNotificationInTransaction({
    trx,
    realtime: null,
    userId: win.userId,
    title: 'Challenge won',
    message:
      `You won "${win.payload.title}": $${win.payload.prize}, half paid to your balance now ` +
      'and half on your Pending Rewards calendar over 3 days.',
    link: '/casino/challenges',
  });
  return notification;
}

/** After the commit: the modal's event, the bell's item, the balance and the calendar's items. */
function publishWins(options: {
  db: DB;
  realtime: Realtime;
  wins: Array<PaidWin & { notification: Notification }>;
}): void {
  const { db, realtime } = options;
  for (const win of options.wins) {
    realtime.toUser(win.userId, 'challenge:winner', win.payload);
    realtime.toUser(win.userId, 'notification:new', win.notification);
    for (const item of win.items) realtime.toUser(win.userId, 'user:newCalendarItem', item);
    // Committed already: a failed read only delays the figures to the next balance fetch.
    void emitBalancesAfterCommit({ db, realtime, result: win.entry }).catch(() => undefined);
  }
}
