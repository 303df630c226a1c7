import { unitsToDecimal, WALLET_MESSAGES, type UserProfileResponse } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { favouriteGameOf, rewardTotalsOf } from './profile.repository';
import { findUserByUsername } from './users.repository';

/**
 * A player's public profile (spec document 2 sections 2 and 3, User profile details): what any
 * signed-in player may see of another, never their balances, email or sessions.
 */
export async function getUserProfile(options: {
  db: DB;
  username: string;
}): Promise<UserProfileResponse> {
  const user = await findUserByUsername(options.db, options.username.trim());
  if (!user) throw new AppError('NOT_FOUND', WALLET_MESSAGES.userNotFound);
  const [favouriteGame, totals] = await Promise.all([
    favouriteGameOf(options.db, user.id),
    rewardTotalsOf(options.db, user.id),
  ]);
  return {
    username: user.username,
    level: user.level,
    totalWagered: unitsToDecimal(user.amount_wagered),
    totalRakeback: unitsToDecimal(totals.rakeback),
    totalRewarded: unitsToDecimal(totals.rewarded),
    favouriteGame,
    accountCreated: user.created_at.toISOString(),
  };
}
