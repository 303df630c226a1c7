import { z } from 'zod';
import { lockedBalanceSchema, type LockedBalanceType } from './wallet';

/**
 * Locked balances (issue 17 item 3; spec document 2 sections 3, 5, 7, 8, 9; document 1 section 2,
 * the header's locked balance dropdown). A deposit bonus or a Sign Up Spin is granted locked and
 * unlocks as the player wagers; the unlocked part is claimed into credits.
 * docs/decisions/017-locked-balances-and-wheel.md.
 */

/** The spec's texts (document 2 section 8), verbatim. */
export const LOCKED_MESSAGES = {
  depositBonusMinimum: 'Minimum claim is $5',
  signUpSpinMinimum: 'Minimum claim is $3',
  notFound: 'Locked balance not found',
  claimed: 'Claimed',
} as const;

/** The claim minimum of each type, in whole dollars (document 2 sections 5 and 9). */
export const LOCKED_CLAIM_MINIMUM_USD: Record<LockedBalanceType, number> = {
  'deposit-bonus': 5,
  'sign-up spin': 3,
};

/** The refusal text of a claim below the minimum (document 2 section 8). */
export const LOCKED_MINIMUM_MESSAGE: Record<LockedBalanceType, string> = {
  'deposit-bonus': LOCKED_MESSAGES.depositBonusMinimum,
  'sign-up spin': LOCKED_MESSAGES.signUpSpinMinimum,
};

// ---------------------------------------------------------------------------------------------
// Operator settings (ARCHITECTURE.md: typed rows with documented defaults).
// ---------------------------------------------------------------------------------------------

const bps = z.number().int().min(0).max(10_000);

export const lockedBalanceSettingsSchema = z
  .object({
    /** The share of each dollar wagered that counts towards unlocking (1 % = 100). */
    wagerShareBps: bps,
    /** Of that share, what a deposit bonus unlocks (40 % = 4000): wager × 1 % × 40 %. */
    depositBonusUnlockBps: bps,
    /** Of that share, what a Sign Up Spin unlocks (20 % = 2000): wager × 1 % × 20 %. */
    signUpSpinUnlockBps: bps,
    /** Bonus percentage of the 1st, 2nd, 3rd … credited deposit (200, 150, 100). */
    depositBonusPercentages: z.array(z.number().int().min(0).max(1_000)).max(10),
    /** A deposit below this (whole dollars) earns no bonus. */
    depositBonusMinimumUsd: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type LockedBalanceSettings = z.infer<typeof lockedBalanceSettingsSchema>;

export const DEFAULT_LOCKED_BALANCE_SETTINGS: LockedBalanceSettings = {
  wagerShareBps: 100,
  depositBonusUnlockBps: 4_000,
  signUpSpinUnlockBps: 2_000,
  depositBonusPercentages: [200, 150, 100],
  depositBonusMinimumUsd: 10,
};

// ---------------------------------------------------------------------------------------------
// Calls (document 2 section 7).
// ---------------------------------------------------------------------------------------------

/** The spec's query names: `deposit-bonus` or `spin-wheel` (the Sign Up Spin). */
export const LOCKED_BALANCE_QUERY_TYPES = ['deposit-bonus', 'spin-wheel'] as const;
export type LockedBalanceQueryType = (typeof LOCKED_BALANCE_QUERY_TYPES)[number];

/** GET /api/locked-balances?type=deposit-bonus|spin-wheel ("Locked balances by type"). */
export const lockedBalancesQuerySchema = z.object({
  type: z.enum(LOCKED_BALANCE_QUERY_TYPES).optional(),
});
export type LockedBalancesQuery = z.infer<typeof lockedBalancesQuerySchema>;

export const lockedBalancesResponseSchema = z.object({
  lockedBalances: z.array(lockedBalanceSchema),
});
export type LockedBalancesResponse = z.infer<typeof lockedBalancesResponseSchema>;

/** POST /api/locked-balances/claim ("Claim locked balance": lockedBalanceId). */
export const lockedClaimRequestSchema = z.object({ lockedBalanceId: z.string().uuid() });
export type LockedClaimRequest = z.infer<typeof lockedClaimRequestSchema>;

/** The answer: `data.message` (spec), the amount moved to credits, the balance now. */
export const lockedClaimResponseSchema = z.object({
  data: z.object({ message: z.string() }),
  claimed: z.string(),
  lockedBalance: lockedBalanceSchema,
});
export type LockedClaimResponse = z.infer<typeof lockedClaimResponseSchema>;

/** GET /api/locked-balances/deposit-bonus: what the Deposit bonus info modal shows. */
export const depositBonusStatusSchema = z.object({
  optedIn: z.boolean(),
  /** Credited deposits so far; the next one is number `creditedDeposits + 1`. */
  creditedDeposits: z.number().int(),
  /** The next deposit's bonus percentage (null once every bonus deposit is behind). */
  nextPercentage: z.number().int().nullable(),
  percentages: z.array(z.number().int()),
  minimumDeposit: z.string(),
  /** Unlock rate as a percentage of the wager (0.4 for wager × 1 % × 40 %). */
  unlockPercentOfWager: z.number(),
  signUpSpinUnlockPercentOfWager: z.number(),
});
export type DepositBonusStatus = z.infer<typeof depositBonusStatusSchema>;
