import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import type { Realtime } from '#app/realtime/realtime';
import { emitTickets } from './raffle-events';
import { lockTicketWeek } from './open-week';
import { addTickets, lockRemainders, setRemainders } from './raffle.repository';
import { raffleWeekOf } from './raffle-weeks';
import { ticketsPayload } from './tickets.service';

/** The part of a play event the raffle reads (the outbox's PlayEventMessage). */
export interface WagerEvent {
  userId: string;
  /** Units of 10⁻⁸ USD, the credits part of the stake (free bets are not in it). */
  stakeCredits: string;
  /** ISO time of the bet. */
  at: string;
}

const UNIT = 100_000_000n;

/**
 * Turns wagers into tickets inside the caller's transaction (the outbox dispatcher's, so the
 * tickets commit with the messages' removal): per player, the carried remainder plus each
 * stake, one ticket per `usdPerTicket` dollars, the rest carried to the next wager (across weeks:
 * nothing is lost). A bet's tickets go to its week while that week is open, else to the running
 * week. Returns what to emit after the commit.
 */
export async function creditWageringTickets(options: {
  trx: Transaction<Database>;
  events: readonly WagerEvent[];
  usdPerTicket: number;
  now: Date;
}): Promise<(realtime: Realtime | null) => void> {
  const { trx, now } = options;
  const perTicket = BigInt(options.usdPerTicket) * UNIT;
  const events = options.events
    .map((e) => ({ userId: e.userId, stake: BigInt(e.stakeCredits), at: new Date(e.at) }))
    .filter((e) => e.stake > 0n)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (events.length === 0) return () => {};

  // Weeks first, oldest first: every writer takes the week locks in the same order.
  const preferred = [...new Set(events.map((e) => raffleWeekOf(e.at)))].sort();
  const target = new Map<string, string>();
  for (const week of preferred) target.set(week, await lockTicketWeek(trx, week, now));

  const remainders = await lockRemainders(
    trx,
    events.map((e) => e.userId),
  );
  const earned = new Map<string, { week: string; userId: string; tickets: bigint }>();
  for (const event of events) {
    const total = (remainders.get(event.userId) ?? 0n) + event.stake;
    remainders.set(event.userId, total % perTicket);
    const tickets = total / perTicket;
    if (tickets === 0n) continue;
    const week = target.get(raffleWeekOf(event.at))!;
    const key = `${week}:${event.userId}`;
    const sum = earned.get(key) ?? { week, userId: event.userId, tickets: 0n };
    sum.tickets += tickets;
    earned.set(key, sum);
  }
  await setRemainders(trx, remainders);
  const rows = await addTickets(
    trx,
    [...earned.values()]
      .sort((a, b) => (a.week + a.userId < b.week + b.userId ? -1 : 1))
      .map((e) => ({ week: e.week, userId: e.userId, wagering: e.tickets, gold: 0n })),
  );
  const running = raffleWeekOf(now);
  return (realtime) => {
    for (const row of rows) {
      if (row.week === running) emitTickets(realtime, row.user_id, ticketsPayload(row));
    }
  };
}
