import { raffleTicketTableDigest, type RaffleRange } from '@tengu/fairness';

/**
 * The public value of a closed raffle week (docs/decisions/018-raffle.md): something nobody,
 * the operator included, can know before the week closes, mixed into the draw with the server
 * seed committed before the week started.
 *
 * An operator plugs a public randomness beacon in by implementing this interface (e.g. the hash
 * of the first Bitcoin block mined after `closedAt`, or a drand round whose time is after it)
 * and passing it to buildApp's raffle options. `valueFor` returns null while the value does not
 * exist yet (the block is not mined): the draw waits and the next tick asks again.
 */
export interface PublicValueSource {
  /** Published with the draw, so verifiers know where the value came from. */
  name: string;
  valueFor(input: {
    week: string;
    closedAt: Date;
    ranges: readonly RaffleRange[];
  }): Promise<string | null>;
}

/**
 * Without a beacon (no public network here): SHA-256 of the closed ticket table's canonical text
 * (`raffleTicketTableText`), fixed when the week closes. Weaker than a beacon: a player buying
 * tickets at the last second changes it, but the server seed was committed before the week, so
 * the operator cannot pick the seed to suit the table.
 */
export const ticketTablePublicValue: PublicValueSource = {
  name: 'ticket-table-sha256',
  valueFor: async ({ week, ranges }) => raffleTicketTableDigest(week, ranges),
};
