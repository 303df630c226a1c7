import {
  multiplierText,
  unitsToDecimal,
  type Challenge,
  type ChallengeGame,
  type ChallengeState,
} from '@tengu/shared';
import type { ChallengeRow, ChallengeView } from './challenges.repository';

/** Rows → the API's Challenge (spec document 2 section 3: title, prize, challenge_id, id). */

export function stateOf(row: ChallengeRow, now: Date): ChallengeState {
  if (row.winner_id) return 'won';
  if (row.cancelled_at || (row.ends_at && row.ends_at <= now)) return 'ended';
  return row.starts_at > now ? 'upcoming' : 'open';
}

/** payout ÷ stake in hundredths, floored (the bet's multiplier as a player reads it). */
export function multiplierX100(payout: bigint, stake: bigint): bigint {
  return stake > 0n ? (payout * 100n) / stake : 0n;
}

export function challengeOf(row: ChallengeView, viewerId: string, now: Date): Challenge {
  return {
    id: row.id,
    challenge_id: row.number,
    title: row.title,
    title_is_custom: row.title_is_custom,
    prize: unitsToDecimal(row.prize),
    game: row.game as ChallengeGame,
    min_multiplier: multiplierText(row.min_multiplier_x100),
    min_stake: unitsToDecimal(row.min_stake),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    state: stateOf(row, now),
    winner: row.winner_id
      ? { username: row.winner_name, is_you: row.winner_id === viewerId }
      : null,
    won_at: row.won_at?.toISOString() ?? null,
    won_multiplier:
      row.won_payout !== null && row.won_stake !== null
        ? multiplierText(multiplierX100(row.won_payout, row.won_stake))
        : null,
  };
}
