import {
  LEDGER_UNITS_PER_PROVIDER_UNIT,
  type ProviderWalletResponse,
  type ProviderWalletStatus,
} from '@tengu/shared';
import type { Realtime } from '#app/realtime/realtime';

/** What a wallet call answers (the route adds `request_uuid`) and does after its commit. */
export type WalletBody = Omit<ProviderWalletResponse, 'request_uuid'>;
export interface WalletAnswer {
  body: WalletBody;
  /** Runs after the commit: the player's balance (and level, wagering) events. */
  publish?: (realtime: Realtime) => Promise<void> | void;
  /** A new movement, told to the player on the game-provider channel after the commit. */
  movement?: WalletMovement;
}

export interface WalletMovement {
  userId: string;
  kind: 'bet' | 'win' | 'rollback';
  gameCode: string | null;
  round: string | null;
  /** Ledger units moved (10⁻⁸ USD). */
  amount: bigint;
  /** The player's credits after it (ledger units). */
  credits: bigint;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our players are named by their user id (a uuid) in every call. */
export function isPlayerId(user: string): boolean {
  return UUID.test(user);
}

/** Provider units (10⁻⁵ USD) → ledger units (10⁻⁸ USD): exact. */
export function toLedgerUnits(amount: number): bigint {
  return BigInt(amount) * LEDGER_UNITS_PER_PROVIDER_UNIT;
}

/** Ledger units → provider units, rounded down: the provider never sees money that is not there. */
export function toProviderBalance(units: bigint): number {
  return Number(units / LEDGER_UNITS_PER_PROVIDER_UNIT);
}

export function answerOf(
  status: ProviderWalletStatus,
  user: string,
  currency: string,
  balanceUnits: bigint | undefined,
): WalletAnswer {
  return {
    body: {
      status,
      user,
      currency,
      ...(balanceUnits === undefined ? {} : { balance: toProviderBalance(balanceUnits) }),
    },
  };
}

/**
 * What a retry must repeat for "the same call" (Hub88: a transaction_uuid reused with another
 * amount, round, user, game, currency or reference is RS_ERROR_DUPLICATE_TRANSACTION).
 */
export function fingerprintOf(parts: Array<string | number | null | undefined>): string {
  return JSON.stringify(parts.map((p) => (p === undefined ? null : p)));
}
