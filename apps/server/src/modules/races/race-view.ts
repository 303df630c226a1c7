import { unitsToDecimal, type Race, type RaceStanding } from '@tengu/shared';
import type { RaceRow, StandingRow } from './races.repository';

/** Database rows → the spec's shapes (document 1 section 3). */

export function raceView(row: RaceRow): Race {
  return {
    id: row.id,
    leaderboard_id: row.id,
    affiliate_id: row.affiliate_id,
    username: row.username,
    total_prize_pool: unitsToDecimal(row.total_prize_pool),
    date: row.starts_at.toISOString(),
    end_date: row.ends_at.toISOString(),
    total_wagered: unitsToDecimal(row.total_wagered),
    players: row.players,
    status: row.status,
  };
}

/** Position n wins the race's n-th prize. */
export function standingsView(
  race: RaceRow,
  ranked: readonly StandingRow[],
  viewerId: string | null,
): RaceStanding[] {
  return ranked.map((row, index) => {
    const me = viewerId !== null && row.user_id === viewerId;
    return {
      position: index + 1,
      // A player who hides their name is "Hidden" to everyone else, as in the bets tables.
      username: row.hide_name && !me ? null : row.username,
      wagered_amount: unitsToDecimal(row.wagered),
      prize_amount: unitsToDecimal(race.prizes[index] ?? 0n),
      me,
    };
  });
}
