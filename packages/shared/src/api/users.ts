import { z } from 'zod';
import { safeString } from '../safe-string';

/**
 * Player details (spec document 1 section 3, User details; document 2 section 3, User). Amounts
 * are decimal strings of dollars (ARCHITECTURE.md, Money); money arrives later, so they are "0".
 */
export const userDetailsSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Null for an account created through Telegram that has not given an email yet. */
  email: z.string().nullable(),
  level: z.number().int(),
  balance: z.string(),
  credits: z.string(),
  freebets: z.string(),
  profile_img: z.string(),
  amount_wagered: z.string(),
  wagerRequirement: z.string(),
  credits_volume: z.string(),
  twoFactorEnabled: z.boolean(),
  /** Forces the Set username modal (spec document 1 section 4). */
  need_change_username: z.boolean(),
  /** Opens the forgot/change-password modal (spec document 1 section 4). */
  need_change_password: z.boolean(),
  email_verified: z.boolean(),
  /** The player's own referral code, for their invite link. */
  referral_code: z.string(),
  telegram_linked: z.boolean(),
  /** The player's name is hidden in public bet feeds and shared bet views. */
  hide_name: z.boolean(),
  created_at: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** `PUT /api/users/me/privacy`. */
export const privacySettingsSchema = z.object({ hide_name: z.boolean() }).strict();
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** Trimmed, 3 to 20 letters, digits or underscores (issue 3). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const USERNAME_MESSAGES = {
  exists: 'Username already exists',
  invalid: 'Username must be 3 to 20 characters: letters, digits and underscores only.',
} as const;

export const usernameSchema = safeString()
  .trim()
  .regex(USERNAME_PATTERN, { message: USERNAME_MESSAGES.invalid });

/** GET /api/users/username-available?username= */
export const usernameAvailableQuerySchema = z.object({ username: safeString().max(100) });
export const usernameAvailableResponseSchema = z.object({
  username: z.string(),
  /** False when taken by somebody else or not a valid username (then `reason` says why). */
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type UsernameAvailableResponse = z.infer<typeof usernameAvailableResponseSchema>;

/** PUT /api/users/me/username → 200 UserDetails; 409 USERNAME_TAKEN 'Username already exists'. */
export const changeUsernameRequestSchema = z.object({ username: usernameSchema });
export type ChangeUsernameRequest = z.infer<typeof changeUsernameRequestSchema>;

/** Avatar steps (spec document 2 section 4): the highest step not above the level. */
export const AVATAR_LEVEL_STEPS = [0, 1, 5, 10, 15, 20, 22, 24, 25, 28, 30, 35] as const;
export function profileImageForLevel(level: number): string {
  const step = [...AVATAR_LEVEL_STEPS].reverse().find((s) => s <= level) ?? 0;
  return `/avatars/level-${step}.png`;
}

/** GET /api/users/lookup?username= → a player's public fields; 404 NOT_FOUND 'User not found'. */
export const userLookupQuerySchema = z.object({
  username: safeString().trim().min(1).max(100),
});
export const userLookupResponseSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().int(),
});
export type UserLookupResponse = z.infer<typeof userLookupResponseSchema>;

/**
 * GET /api/users/:username/profile → a player's public profile (spec document 2 section 3,
 * User profile: username, level, totalWagered, totalRakeback, totalRewarded, favouriteGame,
 * accountCreated); signed-in players only; 404 NOT_FOUND 'User not found'.
 */
export const userProfileParamsSchema = z.object({
  username: safeString().trim().min(1).max(100),
});
export const userProfileResponseSchema = z.object({
  username: z.string(),
  level: z.number().int(),
  totalWagered: z.string(),
  totalRakeback: z.string(),
  totalRewarded: z.string(),
  /** The game the player has bet on most, or null before a first bet. */
  favouriteGame: z.string().nullable(),
  accountCreated: z.string(),
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
