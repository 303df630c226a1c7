import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import type { EmailTokenPurpose } from '#app/db/schema';
import type { Mailer } from '#app/modules/email/mailer';
import type { SessionSockets } from '#app/realtime/session-sockets';
import { expireEmailTokens, insertEmailToken, spendEmailToken } from './email-tokens.repository';
import { hashToken, randomToken, type Tokens } from './tokens';

/** What the auth services need, built once in app.ts. */
export interface AuthDeps {
  db: DB;
  tokens: Tokens;
  mailer: Mailer;
  config: Pick<
    Config,
    | 'AUTH_RATE_LIMIT_MAX'
    | 'publicUrl'
    | 'signupIpAllowlist'
    | 'TELEGRAM_BOT_TOKEN'
    | 'TELEGRAM_BOT_NAME'
  >;
  log: { warn(obj: object, message: string): void };
  /** Revoked sessions lose their sockets (issue 15.2). */
  sessionSockets: SessionSockets;
  /**
   * Sign-up gifts (issue 17: the wheel's spinToken becomes a Sign Up Spin), run once the account
   * exists. It must not throw for a bad token: the account is created without the gift.
   */
  afterSignup?: (options: { userId: string; spinToken: string | undefined }) => Promise<void>;
}

/** The device a request comes from, recorded on its session. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  verify_email: 24 * 60 * 60 * 1000,
  two_factor_recovery: 60 * 60 * 1000,
};

/** A new single-use link token for the user (the previous unused one stops working). */
export async function issueEmailToken(
  db: DB,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  await expireEmailTokens(db, userId, purpose);
  const token = randomToken();
  await insertEmailToken(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export async function spendLinkToken(
  db: DB,
  token: string | undefined,
  purpose: EmailTokenPurpose,
): Promise<string | undefined> {
  if (!token) return undefined;
  return spendEmailToken(db, hashToken(token), purpose);
}
