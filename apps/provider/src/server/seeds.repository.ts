import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, lockSeeds, type Client, type Seeds } from './rounds.repository';

/** The slots' seed pairs: read, rotate (revealing the old server seed), and rounds to verify. */

export const seedHash = (serverSeed: string) =>
  createHash('sha256').update(serverSeed).digest('hex');

export async function currentSeeds(pool: pg.Pool, player: string): Promise<Seeds> {
  // lockSeeds creates the pair on first use; the lock ends with this short transaction.
  return inTransaction(pool, (client) => lockSeeds(client, player));
}

export interface Rotation {
  previous: Seeds & { serverSeedHash: string };
  next: Seeds;
}

/**
 * Replaces the player's server seed by a fresh one (nonce back to 0) and records the old one as
 * revealed. The seeds row is locked first, so a spin running meanwhile either finished on the
 * old seed or waits and plays on the new one: a revealed seed never serves another spin.
 */
export async function rotateSeeds(
  pool: pg.Pool,
  player: string,
  clientSeed: string | null,
): Promise<Rotation> {
  return inTransaction(pool, async (client) => {
    const old = await lockSeeds(client, player);
    const next: Seeds = {
      server_seed: randomBytes(32).toString('hex'),
      client_seed: clientSeed ?? old.client_seed,
      next_nonce: 0,
    };
    await client.query(
      `INSERT INTO provider.seed_reveals (player, server_seed, server_seed_hash, client_seed, nonces_used)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [player, old.server_seed, seedHash(old.server_seed), old.client_seed, old.next_nonce],
    );
    await client.query(
      `UPDATE provider.player_seeds SET server_seed = $2, client_seed = $3, next_nonce = 0
       WHERE player = $1`,
      [player, next.server_seed, next.client_seed],
    );
    return { previous: { ...old, serverSeedHash: seedHash(old.server_seed) }, next };
  });
}

export interface VerifiableRound {
  id: string;
  game_code: string;
  bet: bigint;
  cost: bigint;
  win: bigint;
  is_free: boolean;
  buy: boolean;
  server_seed: string;
  client_seed: string;
  nonce_from: number;
  nonce_to: number;
  state: string;
  created_at: Date;
}

export async function recentRoundsOf(
  db: Client,
  player: string,
  limit: number,
): Promise<VerifiableRound[]> {
  const { rows } = await db.query<VerifiableRound>(
    `SELECT id, game_code, bet, cost, win, is_free,
       coalesce((outcome->>'buy')::boolean, false) AS buy, server_seed, client_seed, nonce_from,
       nonce_to, state, created_at
     FROM provider.rounds WHERE player = $1 ORDER BY created_at DESC LIMIT $2`,
    [player, limit],
  );
  return rows.map((r) => ({ ...r, bet: BigInt(r.bet), cost: BigInt(r.cost), win: BigInt(r.win) }));
}
