import { drawRaffleWinners, hashServerSeed, raffleTicketTableDigest } from '@tengu/fairness';
import type { RaffleDrawDetail } from '@tengu/shared';

export interface DrawCheck {
  /** SHA-256 of the revealed seed equals the hash committed before the week. */
  isSeedCommitted: boolean;
  /** The public value is the closed ticket table's hash (only checkable for that source). */
  isPublicValueChecked: boolean | null;
  /** The recomputed winners (place, username, ticket) equal the published ones. */
  isWinnersMatch: boolean;
  winners: number;
}

/**
 * Recomputes a published draw in the browser with the same pure function the server used
 * (packages/fairness; docs/decisions/018-raffle.md).
 */
export function checkDraw(draw: RaffleDrawDetail): DrawCheck {
  const ranges = draw.ranges.map((r) => ({ holder: r.username, first: r.first, count: r.count }));
  const wins = drawRaffleWinners({
    serverSeed: draw.server_seed,
    publicValue: draw.public_value,
    ranges,
    places: 100,
  });
  const published = draw.winners.map((w) => `${w.place}:${w.username}:${w.ticket}`).join(',');
  const recomputed = wins.map((w) => `${w.place}:${w.holder}:${w.ticket}`).join(',');
  return {
    isSeedCommitted: hashServerSeed(draw.server_seed) === draw.server_seed_hash,
    isPublicValueChecked:
      draw.public_value_source === 'ticket-table-sha256'
        ? raffleTicketTableDigest(draw.week, ranges) === draw.public_value
        : null,
    isWinnersMatch: published === recomputed,
    winners: wins.length,
  };
}
