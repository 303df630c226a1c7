import { z } from 'zod';

/**
 * The affiliate programme (issue 18 item 5; spec document 1 sections 2, 3, 6, 7):
 * referral codes and campaign links (`/?r=CODE`), clicks per visitor, sign-ups attributed to a
 * code, referred players and daily stats. docs/decisions/023-affiliate.md. Amounts are decimal
 * strings of dollars (ARCHITECTURE.md, Money).
 */

/** Texts the server answers (4xx) and the web app shows. */
export const AFFILIATE_MESSAGES = {
  nameRequired: 'Please enter a campaign name',
  nameTooLong: 'Campaign names are at most 40 characters',
  codeInvalid: 'Codes are 3 to 20 letters, digits, - or _',
  codeTaken: 'This code is already taken',
  tooManyCodes: 'You can have at most 20 campaigns',
} as const;

/** Campaigns a player may create besides the default referral code. */
export const AFFILIATE_MAX_CODES = 20;
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
export const AFFILIATE_NAME_MAX = 40;
/** Days in the daily stats (charts). */
export const AFFILIATE_STATS_DAYS = 30;

/** Loose on purpose: the service checks every rule and answers with AFFILIATE_MESSAGES. */
export const createAffiliateCodeSchema = z.object({
  name: z.string().max(200),
  code: z.string().max(200),
});
export type CreateAffiliateCodeRequest = z.infer<typeof createAffiliateCodeSchema>;

/** A visitor's first visit with `?r=CODE`; `visitorId` is a random id kept by the browser. */
export const affiliateClickSchema = z.object({
  code: z.string().min(1).max(64),
  visitorId: z.string().min(8).max(64),
});
export type AffiliateClickRequest = z.infer<typeof affiliateClickSchema>;

export interface AffiliateClickResponse {
  /** False when the code is unknown or this visitor was already counted. */
  recorded: boolean;
}

export interface AffiliateCode {
  /** Null for the player's default referral code. */
  id: string | null;
  name: string;
  code: string;
  clicks: number;
  signups: number;
  createdAt: string;
}

export interface AffiliateOverview {
  codes: AffiliateCode[];
  /** `commission`: earned from referred players' bets in total, claimed or not. */
  totals: { clicks: number; signups: number; wagered: string; commission: string };
  /** The referral commission not yet claimed (claimed on /rewards). */
  referralBalance: string;
  maxCodes: number;
}

export interface ReferredPlayer {
  /** Null when the player hides their name. */
  username: string | null;
  joinedAt: string;
  wagered: string;
  /** The referral commission this player's bets have earned the affiliate. */
  commission: string;
  /** The code that brought the player (their affiliate's default code when null). */
  code: string | null;
}

export interface AffiliateDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  clicks: number;
  signups: number;
  wagered: string;
}
