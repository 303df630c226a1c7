import { z } from 'zod';
import { safeString } from '../safe-string';
import { userDetailsSchema, usernameSchema } from './users';

/**
 * Accounts API (issue 3). Every call is JSON; authenticated calls send
 * `Authorization: Bearer <accessToken>`. The refresh token never reaches JavaScript: it travels in
 * the httpOnly cookie `tengu_refresh` (SameSite=Strict, path /api/auth), set by sign-up, login,
 * 2FA verify, Telegram login and refresh. Errors use the common `{ error: { code, message } }`;
 * `message` is the text to show.
 */

/** Texts the player reads, verbatim from the spec where it gives them (document 2 sections 5, 8). */
export const AUTH_MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordUppercase: 'Password must contain at least one uppercase letter.',
  passwordLowercase: 'Password must contain at least one lowercase letter.',
  passwordNumber: 'Password must contain at least one number.',
  passwordSpecial: 'Password must contain at least one special character.',
  passwordCommon: 'Password is too common and easily guessable.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidToken: 'Invalid token. Please try again.',
  emailExists: 'User already exists with the provided email',
  usernameExists: 'Username already exists',
  signupIpUsed: 'Error signing up.',
  invalidReferralCode: 'Invalid referral code.',
  invalidEmail: 'Please enter a valid email address.',
  consentRequired: 'You must accept the Terms and Conditions to sign up.',
  invalidCredentials: 'Incorrect credentials.',
  invalid2faCode: 'Invalid 2FA Code',
  loginExpired: 'Your login attempt has expired. Please log in again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled.',
  twoFactorSetupFirst: 'Start the two-factor setup first.',
  emailAlreadyVerified: 'Your email is already verified.',
  noEmail: 'Add an email address first.',
  telegramInvalid: 'Telegram login failed. Please try again.',
  telegramExpired: 'Telegram login data has expired. Please try again.',
  telegramUnavailable: 'Telegram login is not available.',
  telegramLinkedElsewhere: 'This Telegram account is linked to another player.',
  telegramLinkExpired:
    'This Telegram sign-in link has expired or was already used. Please log in again.',
  // Client-side toasts (spec document 1 section 8; document 2 section 8).
  forgotPasswordSentTitle: 'Email Sent Successfully',
  forgotPasswordSent: 'A link has been sent to the email you signed up with to reset your password',
  forgotPasswordFailedTitle: 'Error sending email!',
  forgotPasswordFailed: 'Please try again',
  checkYourEmail: 'Check your email',
  loggedInTitle: 'Logged In',
  loggedIn: 'Welcome back degen!',
} as const;

/** The spec's own examples of common passwords; the server also checks a 10,000-entry list. */
export const SPEC_COMMON_PASSWORDS = ['password123', 'qwerty', '123456', 'admin123'] as const;

/** The "simple {email} pattern" of spec document 2 section 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first broken new-password rule (spec document 2 section 5), or null. The common-password
 * check here covers only the spec's examples; the server adds its list.
 */
export function passwordRuleProblem(password: string): string | null {
  if (password.length < 8) return AUTH_MESSAGES.passwordTooShort;
  if (!/[A-Z]/.test(password)) return AUTH_MESSAGES.passwordUppercase;
  if (!/[a-z]/.test(password)) return AUTH_MESSAGES.passwordLowercase;
  if (!/[0-9]/.test(password)) return AUTH_MESSAGES.passwordNumber;
  if (!/[^A-Za-z0-9]/.test(password)) return AUTH_MESSAGES.passwordSpecial;
  const lower = password.toLowerCase();
  if ((SPEC_COMMON_PASSWORDS as readonly string[]).includes(lower)) {
    return AUTH_MESSAGES.passwordCommon;
  }
  return null;
}

const emailSchema = safeString()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail });
/** Password rules are checked by the service, so that each rule answers with its own message. */
const passwordInputSchema = safeString().max(256);

/** POST /api/auth/signup → 201 AuthSuccess (+ refresh cookie); 403 RestrictedCountryBody. */
export const signupRequestSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordInputSchema,
  referralCode: safeString().trim().max(64).optional(),
  clickId: safeString().max(256).optional(),
  campaignId: safeString().max(256).optional(),
  /** The sign-up wheel's bonus flag and token (kept on the account for the rewards issue). */
  bonus: z.boolean().optional(),
  spinToken: safeString().max(4096).optional(),
  /** The consent checkbox; false is refused with AUTH_MESSAGES.consentRequired. */
  consent: z.boolean().optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** Signed in: a 15-minute access token and the player's details. */
export const authSuccessSchema = z.object({ accessToken: safeString(), user: userDetailsSchema });
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

/** POST /api/auth/login → 200 AuthSuccess | TwoFactorRequired; 401; 403 RestrictedCountryBody. */
export const loginRequestSchema = z.object({
  /** Email or username. */
  login: safeString().trim().min(1).max(254),
  password: safeString().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const twoFactorRequiredSchema = z.object({
  require2FA: z.literal(true),
  /** Valid 5 minutes, for /api/auth/2fa/verify and /api/auth/2fa/recovery-email. */
  tempToken: safeString(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

export const loginResponseSchema = z.union([authSuccessSchema, twoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export function isTwoFactorRequired(r: LoginResponse): r is TwoFactorRequired {
  return 'require2FA' in r;
}

/** POST /api/auth/2fa/verify → 200 AuthSuccess; 400 INVALID_2FA_CODE 'Invalid 2FA Code'. */
export const twoFactorVerifyRequestSchema = z.object({
  tempToken: safeString().min(1).max(4096),
  twoFactorCode: safeString().trim().max(16),
});
/** POST /api/auth/2fa/recovery-email → 200 OkMessage: mails a one-time recovery link. */
export const twoFactorRecoveryEmailRequestSchema = z.object({
  tempToken: safeString().min(1).max(4096),
});
/**
 * POST /api/auth/2fa/recovery {token} (the `recovery_token` of the emailed link
 * `${PUBLIC_URL}/?recovery_token=TOKEN`) → 200 AuthSuccess: turns 2FA off and signs in.
 */
export const twoFactorRecoveryRequestSchema = z.object({ token: safeString().max(512).optional() });

/** POST /api/auth/2fa/setup (signed in) → a new secret, not active until enabled. */
export const twoFactorSetupResponseSchema = z.object({
  secret: safeString(),
  otpauthUrl: safeString(),
  /** A PNG data URL of the otpauth URI. */
  qrCodeDataUrl: safeString(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;
/** POST /api/auth/2fa/enable and /disable (signed in) → 200 { twoFactorEnabled }. */
export const twoFactorCodeRequestSchema = z.object({ code: safeString().trim().max(16) });
export const twoFactorStateResponseSchema = z.object({ twoFactorEnabled: z.boolean() });

/** POST /api/auth/refresh (cookie only) → 200 { accessToken } + the rotated cookie; 401. */
export const refreshResponseSchema = z.object({ accessToken: safeString() });
/**
 * POST /api/auth/session/adopt {refreshToken} → 200 { accessToken } + the rotated cookie; 401.
 * The messenger's `?telegram&refreshToken=` link: the token is rotated as a refresh would, so
 * the one in the link is spent (docs/decisions/013-messenger-session-adoption.md).
 */
export const sessionAdoptRequestSchema = z.object({ refreshToken: safeString().min(1).max(512) });
export type SessionAdoptRequest = z.infer<typeof sessionAdoptRequestSchema>;

/** POST /api/auth/forgot-password: `email` when the input has an at-sign, else `username`. */
export const forgotPasswordRequestSchema = z.union([
  z.object({ email: safeString().trim().min(1).max(254) }),
  z.object({ username: safeString().trim().min(1).max(100) }),
]);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** Also the answer of forgot-password for an unknown account (no account enumeration). */
export const okMessageResponseSchema = z.object({ ok: z.literal(true), message: safeString() });
export type OkMessageResponse = z.infer<typeof okMessageResponseSchema>;

/** POST /api/auth/change-password (the `pw_token` of the link) → 200 OkMessage; 400. */
export const changePasswordRequestSchema = z.object({
  newPassword: passwordInputSchema,
  token: safeString().max(512).optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/auth/verify-email {token} (the `verify_email` of the link) → 200 OkMessage. */
export const verifyEmailRequestSchema = z.object({ token: safeString().max(512).optional() });
/** POST /api/auth/verify-email/resend (signed in) → 200 OkMessage. */

/** POST /api/auth/telegram/widget: the Login Widget's fields, as Telegram sends them. */
export const telegramWidgetRequestSchema = z.object({
  id: z.union([z.number(), safeString()]),
  first_name: safeString().optional(),
  last_name: safeString().optional(),
  username: safeString().optional(),
  photo_url: safeString().optional(),
  auth_date: z.union([z.number(), safeString()]),
  hash: safeString(),
});
export type TelegramWidgetRequest = z.infer<typeof telegramWidgetRequestSchema>;
/** POST /api/auth/telegram/mini-app: `Telegram.WebApp.initData`, the raw query string. */
export const telegramMiniAppRequestSchema = z.object({ initData: safeString().min(1).max(8192) });

/**
 * GET /api/auth/telegram/config: whether Telegram login is on, the widget's bot name, and the
 * bot id (the token's numeric part) for the `oauth.telegram.org/auth?bot_id=` redirect.
 */
export const telegramConfigResponseSchema = z.object({
  enabled: z.boolean(),
  botName: safeString().nullable(),
  botId: safeString().nullable(),
});
export type TelegramConfigResponse = z.infer<typeof telegramConfigResponseSchema>;
