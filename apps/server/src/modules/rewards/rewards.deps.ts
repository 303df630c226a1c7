import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';

/**
 * What every rewards service needs. `now` is the clock (tests move it through Fridays, month
 * starts and boost windows); `realtime` is null where no socket server runs (the admin CLI).
 */
export interface RewardsDeps {
  db: DB;
  realtime: Realtime | null;
  now: () => Date;
  /** The player's raffle tickets this week, from the raffle module (composed in app.ts). */
  raffleTickets?: RaffleTicketCounts;
}

/**
 * Another module's figures for the dropdown's raffle row (issue 17): app.ts hands the raffle's
 * provider in, so the rewards module never imports the raffle's internals.
 */
export type RaffleTicketCounts = (
  userId: string,
) => Promise<{ raffle_tickets_with_gold: number; raffle_tickets_with_wagering: number }>;
