import { RACE_MESSAGES, RACE_PRIZE_POSITIONS, type RaceStandingsData } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { raceView, standingsView } from './race-view';
import { canSeeRace, findRace, findRacesFor, rankedParticipants } from './races.repository';
import type { RaceDeps } from './races.deps';

/** How many ended races the history shows. */
const HISTORY_LIMIT = 20;

export async function standingsOf(
  deps: RaceDeps,
  raceId: string,
  viewerId: string | null,
): Promise<RaceStandingsData | null> {
  const race = await findRace(deps.db, raceId);
  if (!race) return null;
  const ranked = await rankedParticipants(deps.db, raceId, RACE_PRIZE_POSITIONS);
  return { standings: standingsView(race, ranked, viewerId), stats: raceView(race) };
}

/** The running race the player sees (their own as affiliate, else their referrer's), or null. */
export async function currentStandings(
  deps: RaceDeps,
  userId: string,
): Promise<RaceStandingsData | null> {
  const [race] = await findRacesFor(deps.db, userId, 'active', 1);
  return race ? standingsOf(deps, race.id, userId) : null;
}

export async function raceHistory(deps: RaceDeps, userId: string) {
  const races = await findRacesFor(deps.db, userId, 'ended', HISTORY_LIMIT);
  return races.map(raceView);
}

/** A race's leaderboard, for its affiliate and the affiliate's referrals only. */
export async function participantsOf(deps: RaceDeps, raceId: string, userId: string) {
  if (!(await canSeeRace(deps.db, raceId, userId))) {
    throw new AppError('NOT_FOUND', RACE_MESSAGES.raceNotFound);
  }
  const data = await standingsOf(deps, raceId, userId);
  return data?.standings ?? [];
}
