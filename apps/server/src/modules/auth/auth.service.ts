import { randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CONSOLE_MESSAGES,
  type AuthSuccess,
  type LoginRequest,
  type SignupRequest,
  type TwoFactorRequired,
} from '@tengu/shared';
import { findReferralCode } from '#app/modules/affiliate/affiliate.repository';
import { AppError } from '#app/errors/app-error';
import { startSession, type SessionTokens } from '#app/modules/sessions/sessions.service';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  isSignupIpUsed,
  uniqueViolation,
  type NewUser,
  type UserRow,
} from '#app/modules/users/users.repository';
import { toUserDetails } from '#app/modules/users/users.service';
import { normalizeIp } from '#app/modules/geo/geo.service';
import { verifyEmailEmail } from '#app/modules/email/email.templates';
import { assertAttemptsLeft, assertMayTry, recordAttempt, recordFailure } from './attempts';
import { issueEmailToken, type AuthDeps, type ClientInfo } from './auth.deps';
import { assertStrongPassword, dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

export type SignedIn = { session: SessionTokens; body: AuthSuccess };

/** Opens a session for the player and builds the sign-in answer. */
export async function signIn(
  options: Pick<AuthDeps, 'db' | 'tokens'> & { user: UserRow; client: ClientInfo },
): Promise<SignedIn> {
  assertAccountActive(options.user);
  const session = await startSession({
    db: options.db,
    tokens: options.tokens,
    userId: options.user.id,
    ip: options.client.ip,
    userAgent: options.client.userAgent,
  });
  return { session, body: { accessToken: session.accessToken, user: toUserDetails(options.user) } };
}

/** A suspended or banned account cannot sign in (operator console, issue 22). */
function assertAccountActive(user: Pick<UserRow, 'account_status'>) {
  if (user.account_status === 'active') return;
  throw new AppError(
    'ACCOUNT_SUSPENDED',
    user.account_status === 'banned'
      ? CONSOLE_MESSAGES.accountBanned
      : CONSOLE_MESSAGES.accountSuspended,
  );
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  return [...randomBytes(8)].map((b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}

/** Inserts a player with a fresh referral code, retrying the rare code collision. */
export async function createUser(
  db: AuthDeps['db'],
  user: Omit<NewUser, 'referral_code'>,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insertUser(db, { ...user, referral_code: newReferralCode() });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_username_lower_key') {
        throw new AppError('USERNAME_TAKEN', AUTH_MESSAGES.usernameExists);
      }
      if (constraint === 'users_email_lower_key') {
        throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailExists);
      }
      if (constraint !== 'users_referral_code_key' || attempt >= 3) throw error;
    }
  }
}

/** Mails the email-verification link; a mail failure does not undo the sign-up. */
export async function sendVerificationEmail(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'config' | 'log'>,
  user: { id: string; email: string },
): Promise<void> {
  try {
    const token = await issueEmailToken(deps.db, user.id, 'verify_email');
    const link = `${deps.config.publicUrl}/?verify_email=${token}`;
    await deps.mailer.send(verifyEmailEmail(user.email, link));
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'verification email not sent');
  }
}

/** Sign-up (spec document 2 sections 3, 5, 8; issue 3). */
export async function signup(
  options: AuthDeps & { input: SignupRequest; client: ClientInfo },
): Promise<SignedIn> {
  const { db, input, client, config } = options;
  if (input.consent === false)
    throw new AppError('CONSENT_REQUIRED', AUTH_MESSAGES.consentRequired);
  const emailKey = `signup:${input.email.toLowerCase()}`;
  await assertAttemptsLeft({ db, key: emailKey, max: config.AUTH_RATE_LIMIT_MAX });
  await recordAttempt({ db, key: emailKey });

  assertStrongPassword(input.password);
  if (await findUserByUsername(db, input.username)) {
    throw new AppError('USERNAME_TAKEN', AUTH_MESSAGES.usernameExists);
  }
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailExists);
  }
  const ip = normalizeIp(client.ip);
  if (!config.signupIpAllowlist.includes(ip) && (await isSignupIpUsed(db, ip))) {
    throw new AppError('SIGNUP_IP_USED', AUTH_MESSAGES.signupIpUsed, {
      internal: `ip ${ip} already signed up`,
    });
  }
  let referredBy: string | null = null;
  let affiliateCodeId: string | null = null;
  if (input.referralCode) {
    // A default referral code or an affiliate campaign's code (issue 18 item 5).
    const referral = await findReferralCode(db, input.referralCode);
    if (!referral) {
      throw new AppError('INVALID_REFERRAL_CODE', AUTH_MESSAGES.invalidReferralCode);
    }
    referredBy = referral.affiliateId;
    affiliateCodeId = referral.codeId;
  }

  const user = await createUser(db, {
    username: input.username,
    email: input.email,
    password_hash: await hashPassword(input.password),
    referred_by: referredBy,
    affiliate_code_id: affiliateCodeId,
    signup_ip: ip,
    click_id: input.clickId ?? null,
    campaign_id: input.campaignId ?? null,
    signup_bonus: input.bonus ?? false,
    spin_token: input.spinToken ?? null,
  });
  if (options.afterSignup) {
    try {
      await options.afterSignup({ userId: user.id, spinToken: input.spinToken });
    } catch (error) {
      options.log.warn({ err: error, userId: user.id }, 'sign-up gift not granted');
    }
  }
  await sendVerificationEmail(options, { id: user.id, email: input.email });
  return signIn({ ...options, user, client });
}

/**
 * Login by email (the input has an at-sign) or username. Failed passwords count per IP and per
 * (account, IP), never locking the account itself (attempts.ts, issue 15.1); with 2FA on, the
 * answer is a 5-minute ticket for /api/auth/2fa/verify.
 */
export async function login(
  options: AuthDeps & { input: LoginRequest; client: ClientInfo },
): Promise<SignedIn | { twoFactor: TwoFactorRequired }> {
  const { db, input, config } = options;
  const user = input.login.includes('@')
    ? await findUserByEmail(db, input.login)
    : await findUserByUsername(db, input.login);
  const throttle = {
    db,
    action: 'login',
    ip: options.client.ip,
    userId: user?.id,
    max: config.AUTH_RATE_LIMIT_MAX,
  } as const;
  await assertMayTry(throttle);
  const hash = user?.password_hash ?? (await dummyPasswordHash());
  const isValid = (await verifyPassword(hash, input.password)) && !!user?.password_hash;
  if (!user || !isValid) {
    await recordFailure(throttle);
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  assertAccountActive(user);
  if (user.two_factor_enabled) {
    return {
      twoFactor: { require2FA: true, tempToken: await options.tokens.signLoginTicket(user.id) },
    };
  }
  return signIn({ ...options, user, client: options.client });
}

/** The player behind a 2FA login ticket, or LOGIN_EXPIRED. */
export async function userOfLoginTicket(
  options: Pick<AuthDeps, 'db' | 'tokens'> & { tempToken: string },
): Promise<UserRow> {
  const userId = await options.tokens.verifyLoginTicket(options.tempToken);
  const user = userId ? await findUserById(options.db, userId) : undefined;
  if (!user || !user.two_factor_enabled) {
    throw new AppError('LOGIN_EXPIRED', AUTH_MESSAGES.loginExpired);
  }
  return user;
}
