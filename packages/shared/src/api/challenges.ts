import type { BetGame } from './bets';

/**
 * Challenges (issue 17 item 5; spec document 2 sections 2–4, 7 and 9; document 1 sections 2 and
 * 7): operator-defined races to be the first to hit a multiplier on a game with at least a given
 * stake. The first qualifying settled bet wins the prize, paid at once: half to the balance, half
 * to the Pending Rewards calendar over 3 days. docs/decisions/021-challenges.md.
 */

/** A dollar amount as a decimal string. */
type Dollars = string;

/** Texts answered by the server (404) and shown by the web app. */
export const CHALLENGE_MESSAGES = {
  notFound: 'Challenge not found',
} as const;

/**
 * The games a challenge can be set on: those whose bets settle in one step, so that their play
 * event carries the payout. Multi-step games (mines, towers, coinflip, dojo-dash, blackjack,
 * crash) announce their play when staked, with payout 0 (docs/decisions/019-outbox.md).
 */
export const CHALLENGE_GAMES = [
  'dice',
  'limbo',
  'plinko',
  'keno',
  'roulette',
  'cases',
] as const satisfies readonly BetGame[];
export type ChallengeGame = (typeof CHALLENGE_GAMES)[number];

export function isChallengeGame(value: string): value is ChallengeGame {
  return (CHALLENGE_GAMES as readonly string[]).includes(value);
}

/** Document 2 section 9: 50 % to the balance, 50 % to the calendar over 3 days. */
export const CHALLENGE_PRIZE_SPLIT = { balancePercent: 50, calendarDays: 3 } as const;
/** Document 2 section 9: the open-challenges count is polled every 60 s. */
export const CHALLENGE_COUNT_POLL_MS = 60_000;

/** open: can be won now; upcoming: starts later; won: has its winner; ended: ran out unwon. */
export type ChallengeState = 'open' | 'upcoming' | 'won' | 'ended';

/** Document 2 section 3, Challenge: title, prize, challenge_id, id (and what a card shows). */
export interface Challenge {
  /** The challenge's uuid. */
  id: string;
  /** Its public number (#12): the details route's `challenge_id`. */
  challenge_id: number;
  title: string;
  /** False: `title` is generated from the rule (in English); clients may word it themselves. */
  title_is_custom: boolean;
  /** USD. */
  prize: Dollars;
  game: ChallengeGame;
  /** The least payout ÷ stake that wins, e.g. "100" or "2.5". */
  min_multiplier: string;
  /** USD: the least credits staked. */
  min_stake: Dollars;
  starts_at: string;
  ends_at: string | null;
  state: ChallengeState;
  /** Null until won. `username` is null when the winner hides their name. */
  winner: { username: string | null; is_you: boolean } | null;
  won_at: string | null;
  /** The winning bet's payout ÷ stake (2 decimals, floored). */
  won_multiplier: string | null;
}

/** GET /api/challenges: the open and upcoming ones, then the most recently won. */
export interface ChallengesResponse {
  challenges: Challenge[];
}
/** GET /api/challenges/count: how many can be won now. */
export interface ChallengesCountResponse {
  count: number;
}

/** `challenge:winner` on /wallet (document 1 section 7): opens the Challenge Won modal. */
export interface ChallengeWinnerPayload {
  challenge_id: number;
  title: string;
  title_is_custom: boolean;
  game: ChallengeGame;
  min_multiplier: string;
  /** USD. */
  min_stake: Dollars;
  /** USD: the whole prize. */
  prize: Dollars;
  /** USD: paid to the balance now. */
  paid: Dollars;
  /** USD: on the calendar, over `days` days from tomorrow. */
  scheduled: Dollars;
  days: number;
}

/**
 * Multipliers travel in hundredths (2.5× = 250) on the server, so that the win check is integer
 * arithmetic: payout × 100 ≥ minimum × stake.
 */
export function multiplierText(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const cents = hundredths % 100n;
  if (cents === 0n) return whole.toString();
  return `${whole}.${cents.toString().padStart(2, '0').replace(/0$/, '')}`;
}

/** "100", "2.5", "1.01" → hundredths; null for anything else (more than 2 decimals, ≤ 1). */
export function parseMultiplier(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return hundredths > 100n ? hundredths : null;
}
