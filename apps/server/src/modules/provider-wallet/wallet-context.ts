import type { Transaction } from 'kysely';
import type { ProviderWalletStatus } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import {
  houseAccount,
  playerAccount,
  providerKind,
  shardFor,
  type AccountKey,
} from '#app/modules/ledger/accounts';
import { lockEntryAccounts } from '#app/modules/ledger/ledger.service';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import type { ProviderConfig } from './provider-config';
import { readCredits, type TransactionRow } from './provider-wallet.repository';
import { answerOf, isPlayerId, type WalletAnswer } from './wallet-answers';

/** What every wallet operation works with. */
export interface WalletDeps {
  db: DB;
  provider: ProviderConfig;
  /** The app's play-events registry: a settled round counts like an original's bet. */
  playEvents: PlayEvents | undefined;
  now: () => Date;
}

export type Trx = Transaction<Database>;

/** The two accounts of every movement: the player's credits and the provider's house shard. */
export function accountsOf(
  providerId: string,
  userId: string,
): { credits: AccountKey; house: AccountKey } {
  return {
    credits: playerAccount(userId, 'credits'),
    house: houseAccount(providerKind(providerId), shardFor(userId)),
  };
}

/**
 * Locks the player's credits and the provider's house shard FIRST (ADR 015's lock order: ledger
 * accounts, then feature rows), so a player's wallet calls run one at a time and each sees what
 * the one before committed. Returns the credits balance under the lock.
 */
export async function lockPlayer(trx: Trx, providerId: string, userId: string): Promise<bigint> {
  const { credits, house } = accountsOf(providerId, userId);
  const locked = await lockEntryAccounts(trx, [credits, house]);
  return locked.find((a) => a.key.owner === 'player')?.balance ?? 0n;
}

/** A status with the player's current balance (when the user names a player). */
export async function statusAnswer(
  db: DB,
  status: ProviderWalletStatus,
  user: string,
  currency = 'USD',
): Promise<WalletAnswer> {
  const balance = isPlayerId(user) ? await readCredits(db, user.toLowerCase()) : undefined;
  return answerOf(status, user, currency, balance);
}

/**
 * A transaction_uuid seen before: the same call gets its first answer again (nothing moves); a
 * bet whose uuid a rollback already cancelled is refused; anything else reusing the uuid is a
 * duplicate.
 */
export async function answerKnown(
  db: DB,
  row: TransactionRow,
  call: { kind: TransactionRow['kind']; fingerprint: string; user: string; currency?: string },
): Promise<WalletAnswer> {
  if (row.kind === call.kind && row.fingerprint === call.fingerprint && row.response) {
    return { body: row.response as WalletAnswer['body'] };
  }
  const status =
    call.kind === 'bet' && row.kind === 'bet' && row.state === 'tombstone'
      ? 'RS_ERROR_TRANSACTION_ROLLED_BACK'
      : 'RS_ERROR_DUPLICATE_TRANSACTION';
  return statusAnswer(db, status, call.user, call.currency);
}

/** Thrown inside a transaction when a concurrent call took the uuid first: run again. */
export class LostRace extends Error {}

export async function withOneRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LostRace) return work();
    throw error;
  }
}
