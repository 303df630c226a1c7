import { z } from 'zod';

/**
 * Affiliate wager races (issue 18 item 6; spec document 1 sections 2–9). docs/decisions/024-races.md.
 * Dollar amounts are decimal strings. A race's `leaderboard_id` is its id.
 */

/** A dollar amount as a decimal string. */
type Dollars = string;

/** Spec document 1 section 9: 10 prize positions, $5000 affiliate requirement, 60 s refresh. */
export const RACE_PRIZE_POSITIONS = 10;
export const RACE_ELIGIBILITY_USD = 5000;
export const RACE_REFRESH_MS = 60_000;
/** Usernames truncate to 12 characters in the history table. */
export const RACE_USERNAME_MAX = 12;

/** Spec document 1 sections 5, 6 and 8: titles and texts, verbatim. */
export const RACE_MESSAGES = {
  missingInfoTitle: 'Missing Information',
  missingInfo: 'Please fill in end date and time',
  prizesRequiredTitle: 'All Prizes Required',
  prizesRequired: 'Please set prize amounts for all 10 positions',
  invalidDateTitle: 'Invalid Date',
  invalidDate: 'End date must be in the future',
  notEligible: 'Not Eligible',
  createFailed: 'Failed to create race. Please try again.',
  activeRaceExists: 'You already have an active race',
  noActiveRace: 'No Active Race',
  noRaceData: 'No race data found',
  participantsErrorTitle: 'Error',
  participantsError: 'Failed to load participant details',
  raceNotFound: 'No race data found',
} as const;

/** Prize inputs accept only digits with an optional decimal point. */
export const RACE_PRIZE_INPUT = /^\d*\.?\d*$/;

/**
 * The creation payload. Loose on purpose: the server answers every missing or bad field with the
 * spec's own text (races service), not a generic validation error.
 */
export const createRaceSchema = z.object({
  endDate: z.string().optional().nullable(),
  prizes: z
    .array(
      z.object({
        position: z.number().int(),
        amount: z.union([z.string(), z.number()]),
      }),
    )
    .optional()
    .nullable(),
});
export type CreateRaceBody = z.infer<typeof createRaceSchema>;

export const raceParticipantsParamsSchema = z.object({ leaderboardId: z.string().uuid() });

/** A standing / participant (document 1 section 3). */
export interface RaceStanding {
  position: number;
  /** Null when the player hides their name (Settings), except in their own view. */
  username: string | null;
  wagered_amount: Dollars;
  prize_amount: Dollars;
  me: boolean;
}

/** A race (document 1 section 3). */
export interface Race {
  id: string;
  leaderboard_id: string;
  affiliate_id: string;
  username: string;
  total_prize_pool: Dollars;
  /** Start (creation) time, ISO. */
  date: string;
  end_date: string;
  total_wagered: Dollars;
  players: number;
  status: 'active' | 'ended';
}

export interface RaceStandingsData {
  standings: RaceStanding[];
  stats: Race;
}

/** Envelopes of the race calls (document 1 section 7). */
export interface RaceEligibilityResponse {
  success: true;
  data: boolean;
}
export interface CreateRaceResponse {
  success: true;
  data: Race;
}
export interface RaceStandingsResponse {
  success: true;
  data: RaceStandingsData | null;
}
export interface RaceHistoryResponse {
  success: true;
  data: Race[];
}
export interface RaceParticipantsResponse {
  success: true;
  data: RaceStanding[];
}

/** `leaderboard:standings_update` on /user: `me` is set for the receiving player. */
export interface RaceStandingsUpdate {
  leaderboard_id: string;
  standings: RaceStanding[];
  stats: Race;
}
export interface RaceServerToClient {
  'leaderboard:standings_update': (payload: RaceStandingsUpdate) => void;
}

/**
 * REST routes:
 * GET  /api/races/eligibility            → RaceEligibilityResponse
 * POST /api/races                        → CreateRaceResponse (CreateRaceBody)
 * GET  /api/races/current                → RaceStandingsResponse
 * GET  /api/races/history                → RaceHistoryResponse
 * GET  /api/races/:leaderboardId/participants → RaceParticipantsResponse
 */
export function truncateRaceUsername(name: string): string {
  return name.length > RACE_USERNAME_MAX ? `${name.slice(0, RACE_USERNAME_MAX)}…` : name;
}
