import {
  profileImageForLevel,
  USERNAME_MESSAGES,
  usernameSchema,
  type UserDetails,
  type UsernameAvailableResponse,
  type UserLookupResponse,
  decimalToUnits,
  unitsToDecimal,
  WALLET_MESSAGES,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  findUserById,
  findUserByUsername,
  uniqueViolation,
  updateUser,
  type UserRow,
} from './users.repository';

/**
 * What the player sees of their account. Level and wagered come from the bet pipeline (issue 5);
 * balances come from the wallet (withBalances, for GET /api/users/me).
 */
export function toUserDetails(user: UserRow): UserDetails {
  const level = user.level;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    level,
    balance: '0',
    credits: '0',
    freebets: '0',
    profile_img: profileImageForLevel(level),
    amount_wagered: unitsToDecimal(user.amount_wagered),
    wagerRequirement: '0',
    credits_volume: '0',
    twoFactorEnabled: user.two_factor_enabled,
    need_change_username: user.need_change_username,
    need_change_password: user.need_change_password,
    email_verified: user.email_verified,
    referral_code: user.referral_code,
    telegram_linked: user.telegram_id !== null,
    hide_name: user.hide_name,
    created_at: user.created_at.toISOString(),
  };
}

/**
 * The details with the player's pockets (spec document 1 section 3, User details: balance,
 * credits, freebets): `balance` is what bets can draw on, credits plus free bets.
 */
export function withBalances(
  details: UserDetails,
  pockets: { credits: string; freebets: string },
): UserDetails {
  const balance = decimalToUnits(pockets.credits) + decimalToUnits(pockets.freebets);
  return {
    ...details,
    balance: unitsToDecimal(balance),
    credits: pockets.credits,
    freebets: pockets.freebets,
  };
}

export async function getUserDetails(options: { db: DB; userId: string }): Promise<UserDetails> {
  const user = await findUserById(options.db, options.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please log in again.');
  return toUserDetails(user);
}

/** Shows or hides the player's name in public bet feeds and shared bet views. */
export async function setPrivacy(options: {
  db: DB;
  userId: string;
  hideName: boolean;
}): Promise<UserDetails> {
  return toUserDetails(
    await updateUser(options.db, options.userId, { hide_name: options.hideName }),
  );
}

/** Free for this player: nobody else has it, case-insensitively (their own name is free). */
export async function checkUsernameAvailable(options: {
  db: DB;
  username: string;
  userId?: string | undefined;
}): Promise<UsernameAvailableResponse> {
  const parsed = usernameSchema.safeParse(options.username);
  const username = options.username.trim();
  if (!parsed.success) return { username, available: false, reason: USERNAME_MESSAGES.invalid };
  const owner = await findUserByUsername(options.db, parsed.data);
  const available = !owner || owner.id === options.userId;
  return { username, available, reason: available ? null : USERNAME_MESSAGES.exists };
}

/** Sets the username (the Set username modal clears need_change_username). */
export async function changeUsername(options: {
  db: DB;
  userId: string;
  username: string;
}): Promise<UserDetails> {
  const owner = await findUserByUsername(options.db, options.username);
  if (owner && owner.id !== options.userId) {
    throw new AppError('USERNAME_TAKEN', USERNAME_MESSAGES.exists);
  }
  try {
    const user = await updateUser(options.db, options.userId, {
      username: options.username,
      need_change_username: false,
    });
    return toUserDetails(user);
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw new AppError('USERNAME_TAKEN', USERNAME_MESSAGES.exists);
    }
    throw error;
  }
}

/**
 * A player's public fields by username, case-insensitively (the Tip User modal, spec document 2
 * section 7). Nothing private leaves: no email, balances or flags.
 */
export async function lookupUserByUsername(options: {
  db: DB;
  username: string;
}): Promise<UserLookupResponse> {
  const user = await findUserByUsername(options.db, options.username.trim());
  if (!user) throw new AppError('NOT_FOUND', WALLET_MESSAGES.userNotFound);
  return { id: user.id, username: user.username, level: user.level };
}
