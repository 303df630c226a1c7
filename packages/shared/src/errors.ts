import { z } from 'zod';

/** Every error code the API can answer with, mapped to its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  // Refused before any route (issue 15.6): a slow, oversized or malformed request.
  REQUEST_TIMEOUT: 408,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  // Accounts (issue 3). Only UNAUTHORIZED means "the access token is missing, expired or revoked".
  INVALID_CREDENTIALS: 401,
  RESTRICTED_COUNTRY: 403,
  WEAK_PASSWORD: 400,
  INVALID_TOKEN: 400,
  INVALID_2FA_CODE: 400,
  INVALID_REFERRAL_CODE: 400,
  CONSENT_REQUIRED: 400,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  SIGNUP_IP_USED: 403,
  LOGIN_EXPIRED: 400,
  TWO_FACTOR_STATE: 409,
  TELEGRAM_AUTH_FAILED: 400,
  // Money core (issue 4): a debit that would take a player's pocket below zero.
  INSUFFICIENT_FUNDS: 403,
  // Wallet (issue 4): the message is the spec's toast title (packages/shared/src/api/wallet.ts).
  AMOUNT_REQUIRED: 400,
  FIELDS_REQUIRED: 400,
  INVALID_PASSWORD_OR_2FA: 400,
  SELF_TIP: 400,
  // Bets and games (issue 5).
  MAX_PROFIT_EXCEEDED: 400,
  ACTIVE_BETS: 409,
  GAME_IN_PROGRESS: 409,
  NO_ACTIVE_GAME: 404,
  INVALID_MOVE: 400,
  // Payments (issue 9): the message is the spec's text (packages/shared/src/api/payments.ts).
  WITHDRAW_MINIMUM: 400,
  EMAIL_NOT_VERIFIED: 400,
  INVALID_WALLET_ADDRESS: 400,
  WAGER_REQUIREMENT: 400,
  FREEBETS_NOT_CONVERTED: 400,
  WITHDRAW_INSUFFICIENT_FUNDS: 400,
  UNSUPPORTED_CURRENCY: 400,
  WITHDRAWAL_NOT_CANCELLABLE: 409,
  PRICES_UNAVAILABLE: 503,
  // issue 19: a network of the spec with no node in this deployment (never a simulator there).
  NETWORK_UNAVAILABLE: 409,
  // Operator console (issue 22): a suspended or banned account cannot sign in.
  ACCOUNT_SUSPENDED: 403,
  // The sportsbook (issue 21; SB_ERRORS in api/sportsbook.ts, ADR 038).
  ODDS_CHANGED: 409,
  MARKET_SUSPENDED: 409,
  MARKET_CLOSED: 409,
  EVENT_STARTED: 409,
  BET_STOPPED: 409,
  STAKE_TOO_LOW: 400,
  STAKE_TOO_HIGH: 400,
  SAME_EVENT: 400,
  CASH_OUT_UNAVAILABLE: 409,
  CASH_OUT_CHANGED: 409,
  // Per-original game settings (issue 22, ADR 044): the operator closed the game to new bets.
  GAME_DISABLED: 409,
  // Responsible gambling (issue 25 item 5, ADR 050): a player's own limit or exclusion.
  RG_LIMIT_REACHED: 403,
  RG_EXCLUDED: 403,
  RG_EXCLUSION_ACTIVE: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Details beside the message, when an error has them (ACTIVE_BETS: `game_name`). */
    data: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
