import { AUTH_MESSAGES, type OkMessageResponse, type TwoFactorSetupResponse } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { twoFactorRecoveryEmail } from '#app/modules/email/email.templates';
import {
  claimTotpStep,
  findUserById,
  updateUser,
  type UserRow,
} from '#app/modules/users/users.repository';
import {
  actionKey,
  assertAttemptsLeft,
  assertMayTry,
  recordAttempt,
  recordFailure,
} from './attempts';
import { issueEmailToken, spendLinkToken, type AuthDeps, type ClientInfo } from './auth.deps';
import { signIn, userOfLoginTicket, type SignedIn } from './auth.service';
import { newTotpSecret, totpSetup, verifyTotp } from './two-factor';

type Deps = Pick<AuthDeps, 'db' | 'tokens' | 'config'>;

/**
 * Checks a code against the sealed secret. A wrong code counts (issue 3) on the 2FA counters of
 * this account and IP, apart from the password's (issue 15.1); a right one is accepted once (its
 * time step is claimed).
 */
async function checkCode(
  deps: Deps,
  check: { user: UserRow; sealed: string | null; code: string; ip: string },
) {
  const { user } = check;
  const throttle = {
    db: deps.db,
    action: '2fa',
    ip: check.ip,
    userId: user.id,
    max: deps.config.AUTH_RATE_LIMIT_MAX,
  } as const;
  await assertMayTry(throttle);
  const step = check.sealed ? await verifyTotp(deps.tokens.open(check.sealed), check.code) : null;
  if (step === null || !(await claimTotpStep(deps.db, user.id, step))) {
    await recordFailure(throttle);
    throw new AppError('INVALID_2FA_CODE', AUTH_MESSAGES.invalid2faCode);
  }
}

async function signedInUser(deps: Deps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  return user;
}

/** POST /api/auth/2fa/verify: the second step of a login. */
export async function verifyTwoFactorLogin(
  options: Deps & { tempToken: string; code: string; client: ClientInfo },
): Promise<SignedIn> {
  const user = await userOfLoginTicket(options);
  await checkCode(options, {
    user,
    sealed: user.two_factor_secret,
    code: options.code,
    ip: options.client.ip,
  });
  return signIn({ ...options, user });
}

/** A new secret, kept pending until a code from it enables 2FA. */
export async function setupTwoFactor(
  options: Deps & { userId: string },
): Promise<TwoFactorSetupResponse> {
  const user = await signedInUser(options, options.userId);
  if (user.two_factor_enabled) {
    throw new AppError('TWO_FACTOR_STATE', AUTH_MESSAGES.twoFactorAlreadyEnabled);
  }
  const secret = newTotpSecret();
  await updateUser(options.db, user.id, { two_factor_pending_secret: options.tokens.seal(secret) });
  return totpSetup({ secret, label: user.email ?? user.username });
}

export async function enableTwoFactor(
  options: Deps & { userId: string; code: string; ip: string },
) {
  const user = await signedInUser(options, options.userId);
  if (user.two_factor_enabled) {
    throw new AppError('TWO_FACTOR_STATE', AUTH_MESSAGES.twoFactorAlreadyEnabled);
  }
  if (!user.two_factor_pending_secret) {
    throw new AppError('TWO_FACTOR_STATE', AUTH_MESSAGES.twoFactorSetupFirst);
  }
  await checkCode(options, {
    user,
    sealed: user.two_factor_pending_secret,
    code: options.code,
    ip: options.ip,
  });
  await updateUser(options.db, user.id, {
    two_factor_enabled: true,
    two_factor_secret: user.two_factor_pending_secret,
    two_factor_pending_secret: null,
  });
  return { twoFactorEnabled: true };
}

export async function disableTwoFactor(
  options: Deps & { userId: string; code: string; ip: string },
) {
  const user = await signedInUser(options, options.userId);
  if (!user.two_factor_enabled) {
    throw new AppError('TWO_FACTOR_STATE', AUTH_MESSAGES.twoFactorNotEnabled);
  }
  await checkCode(options, {
    user,
    sealed: user.two_factor_secret,
    code: options.code,
    ip: options.ip,
  });
  await updateUser(options.db, user.id, {
    two_factor_enabled: false,
    two_factor_secret: null,
    two_factor_last_step: null,
  });
  return { twoFactorEnabled: false };
}

/**
 * POST /api/auth/2fa/recovery-email: for a player who passed the password but lost the
 * authenticator, a one-time link `${PUBLIC_URL}/?recovery_token=TOKEN` (1 hour).
 */
export async function sendTwoFactorRecoveryEmail(
  options: AuthDeps & { tempToken: string },
): Promise<OkMessageResponse> {
  const user = await userOfLoginTicket(options);
  if (!user.email) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.noEmail);
  const key = actionKey('2fa-recovery-email', user.id);
  await assertAttemptsLeft({ db: options.db, key, max: options.config.AUTH_RATE_LIMIT_MAX });
  await recordAttempt({ db: options.db, key });
  const token = await issueEmailToken(options.db, user.id, 'two_factor_recovery');
  const link = `${options.config.publicUrl}/?recovery_token=${token}`;
  try {
    await options.mailer.send(twoFactorRecoveryEmail(user.email, link));
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Server Error', { cause: error });
  }
  return { ok: true, message: AUTH_MESSAGES.checkYourEmail };
}

/** POST /api/auth/2fa/recovery {token}: turns 2FA off and signs the player in. */
export async function recoverWithEmailToken(
  options: Deps & { token: string | undefined; client: ClientInfo },
): Promise<SignedIn> {
  const userId = await spendLinkToken(options.db, options.token, 'two_factor_recovery');
  if (!userId) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
  const user = await updateUser(options.db, userId, {
    two_factor_enabled: false,
    two_factor_secret: null,
    two_factor_pending_secret: null,
    two_factor_last_step: null,
  });
  return signIn({ ...options, user });
}
