import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database, ProviderTransactionsTable } from '#app/db/schema';

/** SQL of the provider wallet and its sessions (issue 20; ADR 028). */

type Trx = Transaction<Database>;

export interface SessionRow {
  id: string;
  provider_id: string;
  user_id: string;
  game_code: string;
  currency: string;
  expires_at: Date;
}

export interface TransactionRow {
  id: bigint;
  kind: ProviderTransactionsTable['kind'];
  state: ProviderTransactionsTable['state'];
  user_id: string;
  game_code: string | null;
  round: string | null;
  amount: bigint;
  fingerprint: string;
  response: Record<string, unknown> | null;
  counted: boolean;
  created_at: Date;
}

export interface NewTransaction {
  providerId: string;
  transactionUuid: string;
  kind: ProviderTransactionsTable['kind'];
  state: ProviderTransactionsTable['state'];
  userId: string;
  gameCode: string | null;
  round: string | null;
  amount: bigint;
  referenceTransactionUuid: string | null;
  fingerprint: string;
  response: Record<string, unknown> | null;
  ledgerEntryId: bigint | null;
}

export async function insertSession(
  db: DB,
  row: {
    id: string;
    tokenHash: string;
    providerId: string;
    userId: string;
    gameCode: string;
    currency: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('provider_sessions')
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      provider_id: row.providerId,
      user_id: row.userId,
      game_code: row.gameCode,
      currency: row.currency,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function findSessionByTokenHash(
  db: DB,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('provider_sessions')
    .select(['id', 'provider_id', 'user_id', 'game_code', 'currency', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Tests and operators: moves a session's expiry (e.g. into the past). */
export async function setSessionExpiry(db: DB, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('provider_sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function findTransaction(
  db: DB,
  providerId: string,
  transactionUuid: string,
  options: { forUpdate?: boolean } = {},
): Promise<TransactionRow | undefined> {
  let query = db
    .selectFrom('provider_transactions')
    .select([
      'id',
      'kind',
      'state',
      'user_id',
      'game_code',
      'round',
      'amount',
      'fingerprint',
      'response',
      'counted',
      'created_at',
    ])
    .where('provider_id', '=', providerId)
    .where('transaction_uuid', '=', transactionUuid);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Inserts the row unless its (provider, transaction_uuid) exists: false when it did. */
export async function insertTransaction(trx: Trx, row: NewTransaction): Promise<boolean> {
  const inserted = await trx
    .insertInto('provider_transactions')
    .values({
      provider_id: row.providerId,
      transaction_uuid: row.transactionUuid,
      kind: row.kind,
      state: row.state,
      user_id: row.userId,
      game_code: row.gameCode,
      round: row.round,
      amount: row.amount,
      reference_transaction_uuid: row.referenceTransactionUuid,
      fingerprint: row.fingerprint,
      response: row.response === null ? null : JSON.stringify(row.response),
      ledger_entry_id: row.ledgerEntryId,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'transaction_uuid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function markRolledBack(trx: Trx, id: bigint): Promise<void> {
  await trx
    .updateTable('provider_transactions')
    .set({ state: 'rolled_back' })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the round's accepted bets not yet counted as counted and returns their stakes: what the
 * round's play event carries (once, whatever the number of wins).
 */
export async function takeUncountedStakes(
  trx: Trx,
  options: { providerId: string; round: string; userId: string },
): Promise<bigint> {
  const rows = await trx
    .updateTable('provider_transactions')
    .set({ counted: true })
    .where('provider_id', '=', options.providerId)
    .where('round', '=', options.round)
    .where('user_id', '=', options.userId)
    .where('kind', '=', 'bet')
    .where('state', '=', 'accepted')
    .where('counted', '=', false)
    .returning('amount')
    .execute();
  return rows.reduce((sum, r) => sum + r.amount, 0n);
}

export async function findUsername(db: DB, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.username;
}

/** The player's credits (0 before their first movement). */
export async function readCredits(db: DB, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_type', '=', 'player')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** The catalogue's name for a provider's game (My bets shows it), or null before an import. */
export async function findGameNames(
  db: DB | Trx,
  providerId: string,
  gameCode: string,
): Promise<{ name: string; slug: string; providerName: string } | null> {
  const row = await db
    .selectFrom('provider_games')
    .select(['name', 'slug', 'provider_name'])
    .where('provider_id', '=', providerId)
    .where('code', '=', gameCode)
    .executeTakeFirst();
  return row ? { name: row.name, slug: row.slug, providerName: row.provider_name } : null;
}
