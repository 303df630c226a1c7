import { AUTH_MESSAGES, type ForgotPasswordRequest, type OkMessageResponse } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { passwordResetEmail } from '#app/modules/email/email.templates';
import { revokeAllSessions } from '#app/modules/sessions/sessions.repository';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  updateUser,
} from '#app/modules/users/users.repository';
import { actionKey, assertAttemptsLeft, recordAttempt } from './attempts';
import { issueEmailToken, spendLinkToken, type AuthDeps } from './auth.deps';
import { sendVerificationEmail } from './auth.service';
import { assertStrongPassword, hashPassword } from './passwords';

/**
 * POST /api/auth/forgot-password: mails a single-use, one-hour link
 * `${PUBLIC_URL}/?pw_token=TOKEN`. The answer is the same whether or not the account exists.
 */
export async function forgotPassword(
  options: AuthDeps & { input: ForgotPasswordRequest },
): Promise<OkMessageResponse> {
  const { db, input, config } = options;
  const user =
    'email' in input
      ? await findUserByEmail(db, input.email)
      : await findUserByUsername(db, input.username);
  if (user?.email) {
    // Its own counter (issue 15.1): reset requests never block the owner's login.
    const key = actionKey('forgot-password', user.id);
    await assertAttemptsLeft({ db, key, max: config.AUTH_RATE_LIMIT_MAX });
    await recordAttempt({ db, key });
    const token = await issueEmailToken(db, user.id, 'password_reset');
    try {
      await options.mailer.send(
        passwordResetEmail(user.email, `${config.publicUrl}/?pw_token=${token}`),
      );
    } catch (error) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `${AUTH_MESSAGES.forgotPasswordFailedTitle} ${AUTH_MESSAGES.forgotPasswordFailed}`,
        { cause: error },
      );
    }
  }
  return { ok: true, message: AUTH_MESSAGES.forgotPasswordSent };
}

/**
 * POST /api/auth/change-password {newPassword, token}: sets the password, clears
 * need_change_password and signs every device out (the link proved the mailbox, so the email
 * counts as verified).
 */
export async function changePassword(
  options: Pick<AuthDeps, 'db' | 'sessionSockets'> & {
    newPassword: string;
    token: string | undefined;
  },
): Promise<OkMessageResponse> {
  if (!options.token) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
  assertStrongPassword(options.newPassword);
  const userId = await spendLinkToken(options.db, options.token, 'password_reset');
  if (!userId) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
  await updateUser(options.db, userId, {
    password_hash: await hashPassword(options.newPassword),
    need_change_password: false,
    email_verified: true,
  });
  const revoked = await revokeAllSessions(options.db, userId, 'password changed');
  options.sessionSockets.disconnectSessions(revoked);
  return { ok: true, message: 'Your password has been changed. Please log in.' };
}

/** POST /api/auth/verify-email {token}: the link of the sign-up email. */
export async function verifyEmail(
  options: Pick<AuthDeps, 'db'> & { token: string | undefined },
): Promise<OkMessageResponse> {
  const userId = await spendLinkToken(options.db, options.token, 'verify_email');
  if (!userId) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
  await updateUser(options.db, userId, { email_verified: true });
  return { ok: true, message: 'Your email is verified.' };
}

/** POST /api/auth/verify-email/resend (signed in): a fresh link; the old one stops working. */
export async function resendVerificationEmail(
  options: AuthDeps & { userId: string },
): Promise<OkMessageResponse> {
  const user = await findUserById(options.db, options.userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  if (!user.email) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.noEmail);
  if (user.email_verified) throw new AppError('CONFLICT', AUTH_MESSAGES.emailAlreadyVerified);
  const key = actionKey('verify-email', user.id);
  await assertAttemptsLeft({ db: options.db, key, max: options.config.AUTH_RATE_LIMIT_MAX });
  await recordAttempt({ db: options.db, key });
  await sendVerificationEmail(options, { id: user.id, email: user.email });
  return { ok: true, message: AUTH_MESSAGES.checkYourEmail };
}
