import type { RaffleTickets } from '@tengu/shared';
import type { Realtime } from '#app/realtime/realtime';

/**
 * `user:raffleTickets` (spec document 1 section 7, user channel), sent after the commit that
 * changed the tickets. A failed emit never fails the committed change (the next fetch shows it).
 */
export function emitTickets(realtime: Realtime | null, userId: string, tickets: RaffleTickets) {
  try {
    realtime?.toUser(userId, 'user:raffleTickets', tickets);
  } catch {
    // Committed already: see above.
  }
}
