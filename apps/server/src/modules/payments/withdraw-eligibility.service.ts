import {
  decimalToUnits,
  PAYMENTS_MESSAGES,
  unitsToDecimal,
  WITHDRAW_MIN_USD,
  WITHDRAW_WAGER_REQUIREMENT_USD,
  type WithdrawEligibility,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { findUserById, type UserRow } from '#app/modules/users/users.repository';

/**
 * The server's withdraw rules on the player (document 2 sections 6, 8 and 9): a verified email,
 * then $69 of credits wagered. The withdrawal refuses with the first one missing; the modal shows
 * both before the form is filled in, so the two read from here and cannot disagree.
 */
export function withdrawRefusal(user: Pick<UserRow, 'email_verified' | 'amount_wagered'>) {
  if (!user.email_verified) {
    return new AppError('EMAIL_NOT_VERIFIED', PAYMENTS_MESSAGES.verifyEmail);
  }
  if (user.amount_wagered < decimalToUnits(WITHDRAW_WAGER_REQUIREMENT_USD)) {
    return new AppError('WAGER_REQUIREMENT', PAYMENTS_MESSAGES.wagerRequirement);
  }
  return null;
}

/** GET /api/payments/withdrawals/eligibility: the player's standing against those rules. */
export async function withdrawEligibility(options: {
  db: DB;
  userId: string;
}): Promise<WithdrawEligibility> {
  const user = await findUserById(options.db, options.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
  return {
    hasEmail: user.email !== null,
    emailVerified: user.email_verified,
    wagered: unitsToDecimal(user.amount_wagered),
    required: WITHDRAW_WAGER_REQUIREMENT_USD,
    minimumUsd: WITHDRAW_MIN_USD,
  };
}
