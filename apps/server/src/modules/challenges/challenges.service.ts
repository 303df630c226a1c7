import {
  CHALLENGE_MESSAGES,
  type Challenge,
  type ChallengesCountResponse,
  type ChallengesResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { challengeOf } from './challenge-views';
import { countOpen, findOpenViews, findViewByNumber, findWonViews } from './challenges.repository';

/** What players read (spec document 2 sections 3 and 7): the list, one challenge, the count. */

export interface ChallengesDeps {
  db: DB;
  now: () => Date;
}

/** How many won challenges the list shows after the open ones. */
const WON_SHOWN = 20;

/** The open and upcoming ones (oldest first), then the most recently won. */
export async function listChallenges(
  deps: ChallengesDeps,
  userId: string,
): Promise<ChallengesResponse> {
  const now = deps.now();
  const [open, won] = await Promise.all([
    findOpenViews(deps.db, now),
    findWonViews(deps.db, WON_SHOWN),
  ]);
  return { challenges: [...open, ...won].map((row) => challengeOf(row, userId, now)) };
}

/** One challenge by its challenge_id; a cancelled one is as unknown as a missing one. */
export async function getChallenge(
  deps: ChallengesDeps,
  userId: string,
  challengeId: number,
): Promise<Challenge> {
  const row = await findViewByNumber(deps.db, challengeId);
  if (!row || row.cancelled_at) throw new AppError('NOT_FOUND', CHALLENGE_MESSAGES.notFound);
  return challengeOf(row, userId, deps.now());
}

export async function countOpenChallenges(deps: ChallengesDeps): Promise<ChallengesCountResponse> {
  return { count: await countOpen(deps.db, deps.now()) };
}
