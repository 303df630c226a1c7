import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The seamless wallet that game providers call (issue 20; docs/decisions/028-seamless-wallet.md),
 * modelled on Hub88's Operator Wallet API: every call carries `request_uuid`, every money call a
 * `transaction_uuid`; answers are HTTP 200 with an RS_* `status`; bodies are signed with
 * RSA-SHA256 (base64, header `X-Hub88-Signature` or `X-Provider-Signature`).
 *
 * Amounts and balances are integers of PROVIDER_AMOUNT_SCALE per currency unit (Hub88's:
 * 100,000 per USD, i.e. 10⁻⁵ USD). One provider unit is exactly 1,000 of our ledger units
 * (10⁻⁸ USD), so an amount converts exactly; a balance is reported rounded down.
 */

export const PROVIDER_WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
] as const;
export type ProviderWalletStatus = (typeof PROVIDER_WALLET_STATUSES)[number];

/** Provider amounts per currency unit (Hub88: amount × 100,000). */
export const PROVIDER_AMOUNT_SCALE = 100_000n;
/** Our ledger units (10⁻⁸ USD) per provider unit (10⁻⁵ USD). */
export const LEDGER_UNITS_PER_PROVIDER_UNIT = 1_000n;
/** The currencies a provider session may use (the ledger's dollars). */
export const PROVIDER_CURRENCIES = ['USD'] as const;
export type ProviderCurrency = (typeof PROVIDER_CURRENCIES)[number];

/** The paths under `/api/provider/:providerId/wallet/`. */
export const PROVIDER_WALLET_PATHS = {
  userInfo: 'user/info',
  balance: 'user/balance',
  bet: 'transaction/bet',
  win: 'transaction/win',
  rollback: 'transaction/rollback',
} as const;

/** The signature headers (both accepted; Hub88's name first). */
export const PROVIDER_SIGNATURE_HEADERS = ['x-hub88-signature', 'x-provider-signature'] as const;

const uuidText = z.string().min(1).max(100);
const text = z.string().min(1).max(200);
/** An amount in provider units: a non-negative safe integer (JSON number). */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const providerUserInfoRequestSchema = z.object({
  request_uuid: uuidText,
  token: text,
  user: text,
});
export const providerBalanceRequestSchema = z.object({
  request_uuid: uuidText,
  token: text,
  user: text,
  game_code: text.optional(),
  currency: text.optional(),
});
export const providerBetRequestSchema = z.object({
  request_uuid: uuidText,
  transaction_uuid: uuidText,
  token: text,
  user: text,
  currency: text,
  game_code: text,
  round: text,
  amount,
  round_closed: z.boolean().optional(),
  is_free: z.boolean().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export const providerWinRequestSchema = providerBetRequestSchema.extend({
  /** The bet this win pays (same round, player and game). */
  reference_transaction_uuid: uuidText,
});
export const providerRollbackRequestSchema = z.object({
  request_uuid: uuidText,
  transaction_uuid: uuidText,
  /** The bet to cancel. */
  reference_transaction_uuid: uuidText,
  token: text,
  user: text,
  game_code: text.optional(),
  round: text.optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type ProviderUserInfoRequest = z.infer<typeof providerUserInfoRequestSchema>;
export type ProviderBalanceRequest = z.infer<typeof providerBalanceRequestSchema>;
export type ProviderBetRequest = z.infer<typeof providerBetRequestSchema>;
export type ProviderWinRequest = z.infer<typeof providerWinRequestSchema>;
export type ProviderRollbackRequest = z.infer<typeof providerRollbackRequestSchema>;

/** Every answer (HTTP 200). `user`, `currency`, `balance` are present whenever known. */
export interface ProviderWalletResponse {
  status: ProviderWalletStatus;
  request_uuid: string;
  user?: string;
  currency?: string;
  /** Provider units (10⁻⁵ of the currency), rounded down. */
  balance?: number;
  /** user/info only. */
  username?: string;
  country?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Launching a provider game (the player's side).
// ---------------------------------------------------------------------------------------------

export const PROVIDER_GAME_MODES = ['real', 'demo'] as const;

export const providerLaunchRequestSchema = z.object({
  providerId: z.string().regex(/^[a-z0-9_-]{2,32}$/),
  gameCode: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  currency: z.enum(PROVIDER_CURRENCIES).default('USD'),
  mode: z.enum(PROVIDER_GAME_MODES).default('real'),
  /** The player's interface language, passed on to the game page (`lang`). */
  lang: z.enum(LANGUAGES).optional(),
});
export type ProviderLaunchRequest = z.infer<typeof providerLaunchRequestSchema>;

export const providerLaunchResponseSchema = z.object({
  /** Where the game runs: the provider's launch URL with the session token. */
  url: z.string(),
  /** Null in demo mode (no money, no session). */
  expiresAt: z.string().nullable(),
});
export type ProviderLaunchResponse = z.infer<typeof providerLaunchResponseSchema>;

export const PROVIDER_GAME_MESSAGES = {
  unknownProvider: 'This game provider is not available.',
} as const;
