import { sql, type Selectable, type Transaction } from 'kysely';
import { preparedQuery } from '#app/db/prepared-query';
import type { DB, Statement } from '#app/db/database';
import type { Database, FairnessSeedsTable } from '#app/db/schema';

/** Every SQL statement on `fairness_seeds`. */

export type SeedRow = Selectable<FairnessSeedsTable>;
type Trx = Transaction<Database>;

export interface NewSeedPair {
  clientSeed: string;
  serverSeed: string;
  serverSeedHash: string;
  nextServerSeed: string;
  nextServerSeedHash: string;
}

export async function findActiveSeeds(db: DB, userId: string): Promise<SeedRow | undefined> {
  return db
    .selectFrom('fairness_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** The active pair, row-locked until the transaction ends (serialises a player's bets). */
export async function lockActiveSeeds(trx: Trx, userId: string): Promise<SeedRow | undefined> {
  return trx
    .selectFrom('fairness_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

/** Several players' active pairs, row-locked in ascending id (coalesced bets). */
export function lockActiveSeedsOfUsers(
  db: Trx | DB,
  userIds: string[],
): Statement<SeedRow, SeedRow[]> {
  return { query: lockActiveSeedsQuery(db, { userIds }), read: (rows) => rows };
}

/** Compiled once: it runs in every bet batch. */
const lockActiveSeedsQuery = preparedQuery((db, { userIds }: { userIds: string[] }) =>
  db
    .selectFrom('fairness_seeds')
    .selectAll()
    .where('user_id', '=', sql<string>`ANY(${userIds}::uuid[])`)
    .where('active', '=', true)
    .orderBy('id')
    .forUpdate(),
);

/** Inserts an active pair unless the player already has one (then nothing happens). */
export async function insertActiveSeedsIfMissing(
  db: DB,
  userId: string,
  pair: NewSeedPair,
): Promise<void> {
  await sql`
    INSERT INTO fairness_seeds
      (user_id, client_seed, server_seed, server_seed_hash, next_server_seed, next_server_seed_hash)
    VALUES (${userId}, ${pair.clientSeed}, ${pair.serverSeed}, ${pair.serverSeedHash},
            ${pair.nextServerSeed}, ${pair.nextServerSeedHash})
    ON CONFLICT (user_id) WHERE active DO NOTHING`.execute(db);
}

export async function insertActiveSeeds(
  trx: Trx,
  userId: string,
  pair: NewSeedPair,
): Promise<SeedRow> {
  return trx
    .insertInto('fairness_seeds')
    .values({
      user_id: userId,
      client_seed: pair.clientSeed,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      next_server_seed: pair.nextServerSeed,
      next_server_seed_hash: pair.nextServerSeedHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function incrementNonce(trx: Trx, seedId: bigint): Promise<void> {
  await trx
    .updateTable('fairness_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('id', '=', seedId)
    .execute();
}

export async function retireSeeds(trx: Trx, seedId: bigint): Promise<SeedRow> {
  return trx
    .updateTable('fairness_seeds')
    .set({ active: false, revealed_at: sql<Date>`now()` })
    .where('id', '=', seedId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listRevealedSeeds(db: DB, userId: string, limit: number): Promise<SeedRow[]> {
  return db
    .selectFrom('fairness_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', false)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findSeedsById(db: DB, seedId: bigint): Promise<SeedRow | undefined> {
  return db.selectFrom('fairness_seeds').selectAll().where('id', '=', seedId).executeTakeFirst();
}
