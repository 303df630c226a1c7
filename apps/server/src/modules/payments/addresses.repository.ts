import type { WatchedAddress } from './chains/chain-adapter';
import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database, PaymentDepositAddressesTable } from '#app/db/schema';
import type { Selectable } from 'kysely';

export type DepositAddressRow = Selectable<PaymentDepositAddressesTable>;
type Executor = DB | Transaction<Database>;

/** The player's newest address on a network for this key, or undefined. */
export async function findCurrentAddress(
  db: Executor,
  userId: string,
  network: string,
  keyId: string,
): Promise<DepositAddressRow | undefined> {
  return db
    .selectFrom('payment_deposit_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('network', '=', network)
    .where('key_id', '=', keyId)
    .orderBy('created_at', 'desc')
    .orderBy('derivation_index', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Serialises address creation of one player on one network (until the transaction ends). */
export async function lockPlayerNetwork(
  trx: Transaction<Database>,
  userId: string,
  network: string,
) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payments-address:${userId}:${network}`}, 0))`.execute(
    trx,
  );
}

/** Hands out the next derivation index of (network, key), starting at `first`. */
export async function takeNextIndex(
  trx: Transaction<Database>,
  network: string,
  keyId: string,
  first: number,
): Promise<number> {
  const row = await trx
    .insertInto('payment_derivation_counters')
    .values({ network, key_id: keyId, next_index: first + 1 })
    .onConflict((oc) =>
      oc.columns(['network', 'key_id']).doUpdateSet({
        next_index: sql`payment_derivation_counters.next_index + 1`,
      }),
    )
    .returning('next_index')
    .executeTakeFirstOrThrow();
  return row.next_index - 1;
}

export async function insertAddress(
  trx: Transaction<Database>,
  row: Omit<DepositAddressRow, 'id' | 'created_at'>,
): Promise<DepositAddressRow> {
  return trx
    .insertInto('payment_deposit_addresses')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The address row a transfer was paid to (tag networks: the tag decides), or undefined. */
export async function findAddressByDestination(
  db: Executor,
  network: string,
  address: string,
  tag: string | null,
): Promise<DepositAddressRow | undefined> {
  return db
    .selectFrom('payment_deposit_addresses')
    .selectAll()
    .where('network', '=', network)
    .where('address', '=', address)
    .where(sql<string>`coalesce(tag, '')`, '=', tag ?? '')
    .executeTakeFirst();
}

/** Addresses as the chain adapters watch them. */
function toWatched(
  rows: Array<{ address: string; tag: string | null; derivation_index: number }>,
): WatchedAddress[] {
  return rows.map((row) => ({
    address: row.address,
    tag: row.tag ?? undefined,
    index: row.derivation_index,
  }));
}

/** Every address of a network (what its watcher looks for). */
export async function listNetworkAddresses(db: Executor, network: string) {
  const rows = await db
    .selectFrom('payment_deposit_addresses')
    .select(['address', 'tag', 'derivation_index'])
    .where('network', '=', network)
    .orderBy('derivation_index')
    .execute();
  return toWatched(rows);
}

/** A player's own addresses on a network (what a deposit verification may credit). */
export async function listUserNetworkAddresses(db: Executor, userId: string, network: string) {
  const rows = await db
    .selectFrom('payment_deposit_addresses')
    .select(['address', 'tag', 'derivation_index'])
    .where('user_id', '=', userId)
    .where('network', '=', network)
    .orderBy('derivation_index')
    .execute();
  return toWatched(rows);
}
