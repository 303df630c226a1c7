import {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_MAX_CODES,
  AFFILIATE_MESSAGES,
  AFFILIATE_NAME_MAX,
  AFFILIATE_STATS_DAYS,
  unitsToDecimal,
  type AffiliateCode,
  type AffiliateDay,
  type AffiliateOverview,
  type CreateAffiliateCodeRequest,
  type ReferredPlayer,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { addAttempt } from '#app/modules/auth/attempts.repository';
import { normalizeIp } from '#app/modules/geo/geo.service';
import {
  clicksByCode,
  commissionEarned,
  countCodes,
  dailyStats,
  findOwner,
  findReferralCode,
  insertClick,
  insertCode,
  isUserReferralCode,
  listCodes,
  listReferred,
  signupsByCode,
} from './affiliate.repository';

export interface AffiliateDeps {
  db: DB;
  now: () => Date;
}

/** Clicks one IP may report a minute (a visitor reports one per code). */
export const CLICKS_PER_IP_MINUTE = 30;
const REFERRED_LIST_LIMIT = 200;

/**
 * Records a visitor's first visit with `?r=CODE`. Unknown codes and repeat visits record
 * nothing (answer `recorded: false`); more than CLICKS_PER_IP_MINUTE reports a minute from one
 * IP are refused with 429.
 */
export async function recordClick(
  deps: AffiliateDeps,
  input: { code: string; visitorId: string; ip: string },
): Promise<{ recorded: boolean }> {
  const count = await addAttempt(deps.db, `affiliate-click:ip:${normalizeIp(input.ip)}`);
  if (count > CLICKS_PER_IP_MINUTE) {
    throw new AppError('RATE_LIMITED', 'Too many requests, please try again later');
  }
  const resolved = await findReferralCode(deps.db, input.code);
  if (!resolved) return { recorded: false };
  const recorded = await insertClick(deps.db, {
    ...resolved,
    code: input.code,
    visitorId: input.visitorId,
    at: deps.now(),
  });
  return { recorded };
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** A new campaign: name 1–40 characters, code 3–20 of [A-Za-z0-9_-], unique, 20 at most. */
export async function createCode(
  deps: AffiliateDeps,
  userId: string,
  input: CreateAffiliateCodeRequest,
): Promise<AffiliateCode> {
  const name = input.name.trim();
  const code = input.code.trim();
  if (!name) throw invalid(AFFILIATE_MESSAGES.nameRequired);
  if (name.length > AFFILIATE_NAME_MAX) throw invalid(AFFILIATE_MESSAGES.nameTooLong);
  if (!AFFILIATE_CODE_PATTERN.test(code)) throw invalid(AFFILIATE_MESSAGES.codeInvalid);
  if ((await countCodes(deps.db, userId)) >= AFFILIATE_MAX_CODES) {
    throw invalid(AFFILIATE_MESSAGES.tooManyCodes);
  }
  const taken = () => new AppError('CONFLICT', AFFILIATE_MESSAGES.codeTaken);
  if (await isUserReferralCode(deps.db, code)) throw taken();
  try {
    const row = await insertCode(deps.db, { userId, code, name });
    return {
      id: row.id,
      name: row.name,
      code: row.code,
      clicks: 0,
      signups: 0,
      createdAt: row.created_at.toISOString(),
    };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw taken();
    throw error;
  }
}

export async function getOverview(deps: AffiliateDeps, userId: string): Promise<AffiliateOverview> {
  const [owner, codes, clicks, signups, earned] = await Promise.all([
    findOwner(deps.db, userId),
    listCodes(deps.db, userId),
    clicksByCode(deps.db, userId),
    signupsByCode(deps.db, userId),
    commissionEarned(deps.db, userId),
  ]);
  const clicksOf = (id: string | null) => Number(clicks.find((r) => r.code_id === id)?.n ?? 0);
  const signupsOf = (id: string | null) =>
    Number(signups.find((r) => r.affiliate_code_id === id)?.n ?? 0);
  const all: AffiliateCode[] = [
    {
      id: null,
      name: '',
      code: owner.referral_code,
      clicks: clicksOf(null),
      signups: signupsOf(null),
      createdAt: owner.created_at.toISOString(),
    },
    ...codes.map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      clicks: clicksOf(c.id),
      signups: signupsOf(c.id),
      createdAt: c.created_at.toISOString(),
    })),
  ];
  const wagered = signups.reduce((sum, r) => sum + BigInt(r.wagered), 0n);
  return {
    codes: all,
    totals: {
      clicks: all.reduce((n, c) => n + c.clicks, 0),
      signups: all.reduce((n, c) => n + c.signups, 0),
      wagered: unitsToDecimal(wagered),
      commission: unitsToDecimal(earned),
    },
    referralBalance: unitsToDecimal(owner.referral ?? 0n),
    maxCodes: AFFILIATE_MAX_CODES,
  };
}

export async function getReferred(deps: AffiliateDeps, userId: string): Promise<ReferredPlayer[]> {
  const rows = await listReferred(deps.db, userId, REFERRED_LIST_LIMIT);
  return rows.map((r) => ({
    username: r.hide_name ? null : r.username,
    joinedAt: r.created_at.toISOString(),
    wagered: unitsToDecimal(r.amount_wagered),
    commission: unitsToDecimal(BigInt(r.commission)),
    code: r.code,
  }));
}

export async function getDaily(deps: AffiliateDeps, userId: string): Promise<AffiliateDay[]> {
  const rows = await dailyStats(deps.db, userId, deps.now(), AFFILIATE_STATS_DAYS);
  return rows.map((r) => ({
    date: r.day,
    clicks: Number(r.clicks),
    signups: Number(r.signups),
    wagered: unitsToDecimal(BigInt(r.wagered)),
  }));
}
