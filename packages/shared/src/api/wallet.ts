import { z } from 'zod';
import { safeString } from '../safe-string';
import { zDecimalAmount } from '../money';

/**
 * Wallet API (issue 4; spec document 2 sections 5, 7, 8 for Vault and Tip User; document 1
 * section 3 for Balances and Locked balance). Every amount is a decimal dollar string with at
 * most 8 decimals (docs/decisions/006-wallet-money-json.md). Vault and tip accept an optional
 * `Idempotency-Key` header: the same key moves money once and replays the first answer.
 */

/**
 * The texts the player reads (spec document 2 sections 5 and 8). The error body's `message` is
 * the toast's title; the UI adds the second line (`...Detail`) from the error code and tab.
 */
export const WALLET_MESSAGES = {
  enterAmount: 'Enter an amount',
  enterAmountDetail: 'How much do you want to deposit?',
  insufficientFunds: 'Insufficient funds',
  insufficientDepositDetail: "You don't have enough to deposit this amount.",
  insufficientVaultDetail: "You don't have enough in the vault...",
  fillAllFields: 'Please fill out all fields',
  invalidPasswordOr2fa: 'Invalid 2FA or password',
  invalidPasswordOr2faDetail: 'Please try again',
  depositFailed: 'Deposit not successful',
  depositError: 'An error occurred while depositing',
  cannotTipYourself: 'You cannot tip yourself',
  userNotFound: 'User not found',
  notEnoughBalance: "You don't have enough balance",
  tipFailedTitle: 'Error Tipping User',
  tipFailed: 'Please try again',
} as const;

export const LOCKED_BALANCE_TYPES = ['deposit-bonus', 'sign-up spin'] as const;
export type LockedBalanceType = (typeof LOCKED_BALANCE_TYPES)[number];

/** Spec document 2 section 3, Locked balance: id, type, locked, unlocked. */
export const lockedBalanceSchema = z.object({
  id: z.string(),
  type: z.enum(LOCKED_BALANCE_TYPES),
  locked: z.string(),
  unlocked: z.string(),
});
export type LockedBalance = z.infer<typeof lockedBalanceSchema>;

/**
 * GET /api/wallet/balance. Fields are named after the ledger pockets (one set of names across
 * the API); the spec's names map as vault_balance → vault, token_balance → gold (Gold points, not
 * dollars), rakeback_balance → rakeback, referral_balance → referral, ddBalance → daily_dollars.
 */
export const walletBalanceSchema = z.object({
  credits: z.string(),
  freebets: z.string(),
  vault: z.string(),
  gold: z.string(),
  rakeback: z.string(),
  referral: z.string(),
  daily_dollars: z.string(),
  lockedBalances: z.array(lockedBalanceSchema),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * POST /api/wallet/vault. `amount` is checked by the server so that the spec's texts come back
 * ("Enter an amount", "Please fill out all fields"); `password` (and `twoFactorCode` when 2FA is
 * on) are needed to take money out of the vault (target "balance").
 */
export const vaultTransferRequestSchema = z.object({
  target: z.enum(['vault', 'balance']),
  amount: safeString().max(40).optional(),
  password: safeString().max(200).optional(),
  twoFactorCode: safeString().max(20).optional(),
});
export type VaultTransferRequest = z.infer<typeof vaultTransferRequestSchema>;

export const vaultTransferResponseSchema = z.object({
  success: z.literal(true),
  credits: z.string(),
  vault: z.string(),
});
export type VaultTransferResponse = z.infer<typeof vaultTransferResponseSchema>;

/** POST /api/wallet/tip: only credits can be tipped. */
export const tipRequestSchema = z.object({
  userId: safeString().max(100),
  amount: zDecimalAmount,
});
export type TipRequest = z.infer<typeof tipRequestSchema>;

export const tipResponseSchema = z.object({
  success: z.literal(true),
  /** The tipper's credits after the tip. */
  credits: z.string(),
});
export type TipResponse = z.infer<typeof tipResponseSchema>;

/** GET /api/wallet/transactions?type=&limit=&cursor= */
export const transactionsQuerySchema = z.object({
  /** The entry kind, e.g. 'tip', 'vault', 'admin'; empty or absent: every kind. */
  type: z
    .string()
    .regex(/^[a-z_]{0,40}$/)
    .optional()
    .transform((kind) => kind || undefined),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Empty or absent: the first (newest) page. */
  cursor: safeString()
    .max(200)
    .optional()
    .transform((cursor) => cursor || undefined),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const walletTransactionSchema = z.object({
  /** `<entry id>-<posting seq>`: one movement of one of the player's pockets. */
  id: z.string(),
  /** The entry kind: 'tip', 'vault', 'admin', 'bet', ... */
  type: z.string(),
  /** Signed: negative when money left the pocket. */
  amount: z.string(),
  pocket: z.string(),
  created_at: z.string(),
  /** Movements are recorded once committed. */
  status: z.literal('completed'),
  reference: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const transactionsResponseSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
