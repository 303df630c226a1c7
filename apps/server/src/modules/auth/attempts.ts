import { AUTH_MESSAGES } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { addAttempt, countAttempts, deleteStaleAttempts } from './attempts.repository';

/**
 * Per-account limits (issue 3): failed logins, wrong 2FA codes, password-reset and sign-up
 * requests of one account count together in a one-minute window; past `max` the account answers
 * 429 whatever the IP. The per-IP limits are the routes' own (`config.rateLimit`).
 */
export async function assertAttemptsLeft(options: { db: DB; key: string; max: number }) {
  if ((await countAttempts(options.db, options.key)) >= options.max) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited);
  }
}

export async function recordAttempt(options: { db: DB; key: string }): Promise<void> {
  await addAttempt(options.db, options.key);
  // Old counters are useless; drop them now and then instead of running a job.
  if (Math.random() < 0.01) await deleteStaleAttempts(options.db);
}

export const accountKey = (userId: string) => `account:${userId}`;
