import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_MESSAGES } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { normalizeIp } from '#app/modules/geo/geo.service';
import { addAttempt, countAttempts, deleteStaleAttempts } from './attempts.repository';
import { notifyFailureBurst } from './failure-burst';

/**
 * Throttling of password and code checks (issue 15.1, OWASP ASVS V2.2.1;
 * docs/decisions/014-auth-throttling.md). Each action has its own counters, so that failed logins
 * never block a 2FA code, a vault withdrawal or a reset email. Failures count:
 * - per (account, IP): `max` a minute, then 429 for that IP on that account (the brute-forcer);
 * - per IP: `max` a minute across accounts (credential stuffing);
 * - per account, over an hour: never a refusal for passwords (usernames are public: anyone
 *   could lock anyone out), but a progressive delay before the check, and the owner is notified
 *   once per hour when the failures reach `max`;
 * - per account, a minute, for 2FA codes only: `max`, then 429 from every IP. Only someone who
 *   has the password reaches that step, and a million codes must not be tried from many IPs.
 */
export type ThrottledAction = 'login' | '2fa';

const MINUTE = 60;
const HOUR = 60 * 60;
/** The account-wide delay grows 100 ms per failure past `max`, up to one second. */
const DELAY_STEP_MS = 100;
const MAX_DELAY_MS = 1000;

const keys = (action: ThrottledAction, ip: string, userId: string | undefined) => ({
  ip: `${action}:ip:${normalizeIp(ip)}`,
  pair: userId ? `${action}:account-ip:${userId}:${normalizeIp(ip)}` : undefined,
  account: userId ? `${action}:account:${userId}` : undefined,
  lock: userId && action === '2fa' ? `${action}:account-minute:${userId}` : undefined,
});

const rateLimited = () => new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited);

export async function assertMayTry(options: {
  db: DB;
  action: ThrottledAction;
  ip: string;
  userId?: string | undefined;
  max: number;
}): Promise<void> {
  const { db, max } = options;
  const key = keys(options.action, options.ip, options.userId);
  if ((await countAttempts(db, key.ip, MINUTE)) >= max) throw rateLimited();
  if (key.pair && (await countAttempts(db, key.pair, MINUTE)) >= max) throw rateLimited();
  if (key.lock && (await countAttempts(db, key.lock, MINUTE)) >= max) throw rateLimited();
  if (key.account) {
    const failures = await countAttempts(db, key.account, HOUR);
    if (failures > max) await sleep(Math.min(MAX_DELAY_MS, DELAY_STEP_MS * (failures - max)));
  }
}

export async function recordFailure(options: {
  db: DB;
  action: ThrottledAction;
  ip: string;
  userId?: string | undefined;
  max: number;
}): Promise<void> {
  const { db, userId } = options;
  const key = keys(options.action, options.ip, userId);
  await addAttempt(db, key.ip, MINUTE);
  if (key.pair) await addAttempt(db, key.pair, MINUTE);
  if (key.lock) await addAttempt(db, key.lock, MINUTE);
  if (key.account && userId) {
    const failures = await addAttempt(db, key.account, HOUR);
    // Exactly one failure sees the count reach `max`: one notice per burst (per hour).
    if (failures === options.max) await notifyFailureBurst({ db, userId, action: options.action });
  }
  // Old counters are useless; drop them now and then instead of running a job.
  if (Math.random() < 0.01) await deleteStaleAttempts(db);
}

/**
 * A plain per-key limit: `max` a minute for requests that are not password checks (sign-up per
 * email, reset and verification emails per account, vault password per account).
 */
export async function assertAttemptsLeft(options: { db: DB; key: string; max: number }) {
  if ((await countAttempts(options.db, options.key)) >= options.max) throw rateLimited();
}

export async function recordAttempt(options: { db: DB; key: string }): Promise<void> {
  await addAttempt(options.db, options.key);
  if (Math.random() < 0.01) await deleteStaleAttempts(options.db);
}

/** The counter of one action on one account ('vault', 'forgot-password', ...). */
export const actionKey = (action: string, userId: string) => `${action}:${userId}`;
