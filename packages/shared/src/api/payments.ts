import { z } from 'zod';
import { safeString } from '../safe-string';
import { NETWORK_IDS } from '../payments/assets';

/**
 * Payments API (issue 9; spec document 2 sections 3, 5, 7, 8, 9 for withdrawals and the records;
 * document 1 sections 2, 3, 7, 8 for the Deposit modal). Crypto amounts are decimal strings in
 * the asset's unit ("1.5" SOL); dollar amounts are decimal strings of 10⁻⁸ USD precision
 * (docs/decisions/006-wallet-money-json.md).
 */

/** The texts the player reads (spec document 1 section 8; document 2 section 8). */
export const PAYMENTS_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  withdrawMinimum: 'You cannot withdraw less than $5.',
  verifyEmail: 'You must verify your email to withdraw.',
  invalidAddress: 'Invalid wallet address',
  invalidTwoFactor: 'Invalid two-factor code',
  wagerRequirement: "You must wager $69 before you can make a withdrawal. Free bets don't count.",
  wagerRequirementShort: 'You need to wager $69',
  insufficientNoFreebets: "You think i'm stupid?",
  freebetsNotConverted: 'Free bets are not withdrawable until converted.',
  withdrawalSubmitted: 'Withdrawal submitted',
  withdrawalSubmittedDetail: 'Your withdrawal usually arrives in 1 to 15 minutes.',
  cancelFailedTitle: "That didn't work",
  cancelFailed:
    "Don't worry your funds are safe, try again and contact support if the issue remains",
  notCancellable: 'Only a pending withdrawal can be cancelled.',
  belowFee: 'The amount must be above the network fee.',
  unsupportedCurrency: 'This currency or network is not supported.',
  invalidTag: 'Enter the destination tag or memo for this address.',
  pricesUnavailable: 'Prices are unavailable right now. Please try again in a minute.',
  depositDetected: 'Deposit detected',
  depositCompleted: 'Deposit Completed',
  addressChanged: 'Address changed',
  addressChangedDetail: 'Old addresses may lose funds: only send to your newest address.',
  // issue 19: the production rule (a network without a configured node).
  networkUnavailable:
    'This network is not available on this site right now: no node is connected for it. Please choose another network.',
} as const;

export const zNetworkId = z.enum(NETWORK_IDS);

/**
 * Why a network of the spec cannot be used here (issue 19): `no-node` — the deployment has no
 * node configured for it (production never falls back to the simulator).
 */
export const networkUnavailableReasonSchema = z.enum(['no-node']);
export type NetworkUnavailableReason = z.infer<typeof networkUnavailableReasonSchema>;

/** GET /api/payments/config: what the Deposit and Withdraw modals need beyond the asset data. */
export const paymentsConfigSchema = z.object({
  /** True when no operator key is configured: addresses come from a development key. */
  developmentMode: z.boolean(),
  /** The Buy Crypto tab's widget, or null when none is configured. */
  buyCryptoUrl: z.string().nullable(),
  /** Networks whose deposits are watched by a simulator (no real chain behind them). */
  simulatedNetworks: z.array(zNetworkId),
  withdrawMinUsd: z.string(),
  wagerRequirementUsd: z.string(),
  /**
   * EVM networks watched on a real node, which a browser wallet can pay directly (the instant
   * deposit): the chain id the node reports (null = any) and the token contracts the server
   * watches, by symbol (the operator's EVM_TOKEN_CONTRACTS, else mainnet's). A network or token
   * missing here cannot be paid by an instant deposit.
   */
  instantDeposits: z.array(
    z.object({
      network: zNetworkId,
      chainId: z.number().int().nullable(),
      nativeAsset: z.string().nullable(),
      tokenContracts: z.record(z.string(), z.string()),
    }),
  ),
  /**
   * Networks of the spec that cannot be used here, with the reason (issue 19): the modals show
   * them unavailable, and deposit-address/withdraw requests on them answer NETWORK_UNAVAILABLE.
   */
  unavailableNetworks: z.array(
    z.object({ network: zNetworkId, reason: networkUnavailableReasonSchema }),
  ),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
export type InstantDepositNetwork = PaymentsConfig['instantDeposits'][number];

/** GET and POST /api/payments/deposit-address: the spec's "wallet, memo". */
export const depositAddressQuerySchema = z.object({
  /** Currency nick, symbol or slug ('sol', 'USDT', 'solana'). */
  currency: safeString().trim().min(1).max(40),
  network: zNetworkId.optional(),
});
export type DepositAddressQuery = z.infer<typeof depositAddressQuerySchema>;

export const depositAddressSchema = z.object({
  asset: z.string(),
  network: zNetworkId,
  wallet: z.string(),
  /** XRP destination tag or TON memo; null when the address alone identifies the player. */
  memo: z.string().nullable(),
  /** Minimum deposit in the asset's unit. */
  minDeposit: z.string(),
  confirmations: z.number().int(),
  developmentMode: z.boolean(),
  created_at: z.string(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/** GET /api/payments/convert/usd (crypto → USD) and /convert/crypto (USD → crypto). */
export const convertQuerySchema = z.object({
  /** Asset symbol, nick or slug ('SOL', 'sol', 'solana'). */
  asset: safeString().trim().min(1).max(40),
  /** Crypto amount for /usd, dollar amount for /crypto. */
  amount: safeString().trim().min(1).max(60),
});
export type ConvertQuery = z.infer<typeof convertQuerySchema>;
export const convertToUsdSchema = z.object({ usdAmount: z.string(), price: z.string() });
export const convertToCryptoSchema = z.object({ cryptoAmount: z.string(), price: z.string() });
export type ConvertToUsd = z.infer<typeof convertToUsdSchema>;
export type ConvertToCrypto = z.infer<typeof convertToCryptoSchema>;

export const pricesSchema = z.object({
  source: z.string(),
  /** Slug → USD price of one coin. */
  usd: z.record(z.string(), z.string()),
});
export type Prices = z.infer<typeof pricesSchema>;

export const DEPOSIT_STATUSES = [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'CANCELLED',
  'REJECTED',
] as const;
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Spec document 2 section 3: "Withdrawal or deposit record", plus what the tracker shows. */
const paymentRecordBase = {
  id: z.string(),
  asset: z.string(),
  network: zNetworkId,
  /** Crypto amount in the asset's unit. */
  asset_amount: z.string(),
  /** Dollars: credited (deposit, once COMPLETED, else the current estimate or null) or debited. */
  fiat_amount: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  to_address: z.string(),
  tag: z.string().nullable(),
  txid: z.string().nullable(),
  transaction_link: z.string().nullable(),
};

export const depositRecordSchema = z.object({
  ...paymentRecordBase,
  kind: z.literal('deposit'),
  status: z.enum(DEPOSIT_STATUSES),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  simulated: z.boolean(),
  reason: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const withdrawalRecordSchema = z.object({
  ...paymentRecordBase,
  kind: z.literal('withdrawal'),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Network fee and what the recipient gets, in the asset's unit. */
  fee: z.string(),
  received_amount: z.string(),
  simulated: z.boolean(),
  reason: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const paymentsListQuerySchema = z.object({
  cursor: safeString().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentsListQuery = z.infer<typeof paymentsListQuerySchema>;

export const depositsPageSchema = z.object({
  deposits: z.array(depositRecordSchema),
  nextCursor: z.string().nullable(),
});
export const withdrawalsPageSchema = z.object({
  withdrawals: z.array(withdrawalRecordSchema),
  nextCursor: z.string().nullable(),
});
export type DepositsPage = z.infer<typeof depositsPageSchema>;
export type WithdrawalsPage = z.infer<typeof withdrawalsPageSchema>;

/**
 * POST /api/payments/withdrawals (spec document 2 section 3, "Withdrawal payload"). Fields are
 * loose strings so that the server answers with the spec's texts ("Please fill in all fields").
 * `fiatAmount` is accepted and ignored (the spec's clients send 0).
 */
export const withdrawRequestSchema = z.object({
  asset: safeString().max(40).optional(),
  network: safeString().max(40).optional(),
  address: safeString().max(200).optional(),
  assetAmount: safeString().max(60).optional(),
  twoFactorCode: safeString().max(20).optional(),
  tag: safeString().max(100).optional(),
  fiatAmount: z.union([safeString().max(60), z.number()]).optional(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawResponseSchema = z.object({
  success: z.literal(true),
  withdrawal: withdrawalRecordSchema,
  credits: z.string(),
  freebets: z.string(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/**
 * GET /api/payments/withdrawals/eligibility: the player's standing against the server's withdraw
 * rules (document 2 sections 6 and 9: a verified email and $69 of credits wagered), read by the
 * same checks the withdrawal makes, so the modal can show it before the form is filled in.
 */
export const withdrawEligibilitySchema = z.object({
  /** False for a messenger account that has not given an email yet (nothing to verify). */
  hasEmail: z.boolean(),
  emailVerified: z.boolean(),
  /** Dollars of credits wagered so far (free bets do not count). */
  wagered: z.string(),
  /** Dollars to wager before a first withdrawal ("69"). */
  required: z.string(),
  /** Withdrawals must be above this many dollars ("5"). */
  minimumUsd: z.string(),
});
export type WithdrawEligibility = z.infer<typeof withdrawEligibilitySchema>;

/** POST /api/payments/withdrawals/:id/cancel. */
export const cancelWithdrawalResponseSchema = z.object({
  success: z.literal(true),
  withdrawal: withdrawalRecordSchema,
  credits: z.string(),
});
export type CancelWithdrawalResponse = z.infer<typeof cancelWithdrawalResponseSchema>;

/**
 * POST /api/payments/freebets/convert: the spec's "Convert or sacrifice free bets" — free bets
 * are forfeited (irreversible) so that the credits can be withdrawn.
 */
export const convertFreebetsResponseSchema = z.object({
  success: z.literal(true),
  forfeited: z.string(),
  credits: z.string(),
  freebets: z.string(),
});
export type ConvertFreebetsResponse = z.infer<typeof convertFreebetsResponseSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid() });

/**
 * POST /api/payments/deposits/verify (spec document 1 section 7, "Verify on-chain token
 * deposit"): the chain is asked about one transaction now, and a transfer to one of the caller's
 * deposit addresses is recorded at once, as the watcher would. `success` says whether it paid
 * the caller; `message` is the text for the player.
 */
export const verifyDepositRequestSchema = z.object({
  network: zNetworkId,
  /** Transaction hash or signature, as the wallet or explorer shows it. */
  txid: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9:_-]+$/, 'Invalid transaction id'),
});
export type VerifyDepositRequest = z.infer<typeof verifyDepositRequestSchema>;

export const verifyDepositResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type VerifyDepositResponse = z.infer<typeof verifyDepositResponseSchema>;

// --- Solana instant deposit (issue 19; docs/decisions/025-solana-adapter.md) ---

/**
 * POST /api/payments/deposits/wallet-transaction: the unsigned transfer a Solana browser wallet
 * signs and sends for an instant deposit — `amount` of `asset` from the wallet (`from`, the fee
 * payer) to the caller's own deposit address, with a recent blockhash from the server's node.
 */
export const walletTransactionRequestSchema = z.object({
  network: z.literal('sol'),
  /** Asset symbol ('SOL', 'USDC', ...). */
  asset: z.string().trim().min(1).max(20),
  /** Decimal amount in the asset's unit ("12.5"). */
  amount: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^\d+(\.\d+)?$/, 'Enter the amount to deposit.'),
  /** The wallet's public key (base58). */
  from: z
    .string()
    .trim()
    .min(32)
    .max(44)
    .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Invalid Solana address'),
});
export type WalletTransactionRequest = z.infer<typeof walletTransactionRequestSchema>;

export const walletTransactionResponseSchema = z.object({
  /** Base58 of the transaction message bytes (what Phantom-style `signAndSendTransaction` takes). */
  message: z.string(),
  /** The deposit address it pays. */
  to: z.string(),
  /** The last block height at which the wallet can still land it. */
  lastValidBlockHeight: z.string(),
});
export type WalletTransactionResponse = z.infer<typeof walletTransactionResponseSchema>;
