import {
  FAIRNESS_MESSAGES,
  GAME_MESSAGES,
  CLIENT_SEED_PATTERN,
  type RevealedSeedPair,
  type RotateSeedResponse,
  type SeedPair,
} from '@tengu/shared';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@tengu/fairness';
import type { Transaction } from 'kysely';
import { runStatement, type DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import {
  findActiveSeeds,
  incrementNonce,
  insertActiveSeeds,
  insertActiveSeedsIfMissing,
  listRevealedSeeds,
  lockActiveSeeds,
  lockActiveSeedsOfUsers,
  retireSeeds,
  type NewSeedPair,
  type SeedRow,
} from './fairness.repository';

export type { SeedRow } from './fairness.repository';
type Trx = Transaction<Database>;

/** A fresh pair: a random client seed, the server seed and the committed next one. */
function newPair(clientSeed: string, serverSeed = generateServerSeed()): NewSeedPair {
  const nextServerSeed = generateServerSeed();
  return {
    clientSeed,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    nextServerSeed,
    nextServerSeedHash: hashServerSeed(nextServerSeed),
  };
}

/** The player's active pair, created on first use. */
export async function ensureActiveSeeds(options: { db: DB; userId: string }): Promise<SeedRow> {
  const existing = await findActiveSeeds(options.db, options.userId);
  if (existing) return existing;
  await insertActiveSeedsIfMissing(options.db, options.userId, newPair(generateClientSeed()));
  const created = await findActiveSeeds(options.db, options.userId);
  if (!created) throw new Error(`seed pair of ${options.userId} was not created`);
  return created;
}

/**
 * Locks the active pair for a bet. The row lock serialises all of one player's bets (and the
 * rotation), so nonces are unique and contiguous per pair. The pair is created beforehand in its
 * own statement (idempotent), so two first bets cannot both create one.
 */
export async function lockSeedsForBet(options: { trx: Trx; userId: string }): Promise<SeedRow> {
  const locked = await lockActiveSeeds(options.trx, options.userId);
  if (locked) return locked;
  await insertActiveSeedsIfMissing(options.trx, options.userId, newPair(generateClientSeed()));
  const created = await lockActiveSeeds(options.trx, options.userId);
  if (!created) throw new Error(`seed pair of ${options.userId} was not created`);
  return created;
}

/**
 * Locks several players' active pairs for a batch of bets (docs/decisions/012-coalesced-bets.md):
 * the existing ones in one statement, in ascending id; a player's first pair is created and
 * locked as lockSeedsForBet does (after the others: new rows have the highest ids).
 */
export async function lockSeedsForBets(options: {
  trx: Trx;
  userIds: string[];
}): Promise<Map<string, SeedRow>> {
  const unique = [...new Set(options.userIds)];
  const locked = await runStatement(options.trx, lockActiveSeedsOfUsers(options.trx, unique));
  const byUser = new Map(locked.map((row) => [row.user_id, row]));
  for (const userId of unique.filter((id) => !byUser.has(id))) {
    byUser.set(userId, await lockSeedsForBet({ trx: options.trx, userId }));
  }
  return byUser;
}

/** Uses the pair's current nonce (returned) and advances it, inside the bet's transaction. */
export async function consumeNonce(options: { trx: Trx; seeds: SeedRow }): Promise<number> {
  await incrementNonce(options.trx, options.seeds.id);
  return options.seeds.nonce;
}

export function toSeedPair(row: SeedRow): SeedPair {
  return {
    client_seed: row.client_seed,
    hashed_server_seed: row.server_seed_hash,
    next_server_seed: row.next_server_seed_hash,
    server_seed: '',
    nonce: row.nonce,
  };
}

export function toRevealedPair(row: SeedRow): RevealedSeedPair {
  const used = row.nonce > 0;
  return {
    client_seed: row.client_seed,
    server_seed: row.server_seed,
    hashed_server_seed: row.server_seed_hash,
    start_date: row.created_at.toISOString(),
    revealed_at: (row.revealed_at ?? new Date()).toISOString(),
    min_nonce: used ? 0 : null,
    max_nonce: used ? row.nonce - 1 : null,
  };
}

export async function getSeeds(options: { db: DB; userId: string }): Promise<SeedPair> {
  return toSeedPair(await ensureActiveSeeds(options));
}

/**
 * Reveals the active pair, promotes the committed next server seed with the player's new client
 * seed, commits a new next seed and restarts the nonce at 0. Refused while a multi-step game is
 * running (spec document 2 sections 4 and 8): its outcome depends on the active pair.
 */
export async function rotateSeeds(options: {
  db: DB;
  userId: string;
  clientSeed: string;
  /** Display names of the player's running games, read inside the rotation's transaction. */
  activeGames: (trx: Trx) => Promise<string[]>;
}): Promise<RotateSeedResponse> {
  if (!CLIENT_SEED_PATTERN.test(options.clientSeed)) {
    throw new AppError('VALIDATION_FAILED', FAIRNESS_MESSAGES.invalidClientSeed);
  }
  await ensureActiveSeeds(options);
  return options.db.transaction().execute(async (trx) => {
    const current = await lockSeedsForBet({ trx, userId: options.userId });
    const running = await options.activeGames(trx);
    if (running.length > 0) {
      // Document 2 section 7: the refusal carries the running games' names as `game_name`.
      throw new AppError('ACTIVE_BETS', GAME_MESSAGES.activeBets(running.join(', ')), {
        data: { game_name: running },
      });
    }
    const previous = await retireSeeds(trx, current.id);
    const next = await insertActiveSeeds(
      trx,
      options.userId,
      newPair(options.clientSeed, current.next_server_seed),
    );
    return { previous: toRevealedPair(previous), current: toSeedPair(next) };
  });
}

export async function getSeedHistory(options: {
  db: DB;
  userId: string;
}): Promise<{ pairs: RevealedSeedPair[] }> {
  const rows = await listRevealedSeeds(options.db, options.userId, 100);
  return { pairs: rows.map(toRevealedPair) };
}
