import { BET_GAME_NAMES, unitsToDecimal, type Balances, type BetGame } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import {
  findActiveGame,
  listActiveGameNames,
  readPlayerBalances,
  updateActiveGameState,
  type ActiveGameRow,
} from './bets.repository';

/**
 * Running multi-step games (issue 5: "one active-game row per player and game"), for the games'
 * services and the seed rotation. The row lives in the database, so a game survives reloads and
 * restarts.
 */

export type { ActiveGameRow } from './bets.repository';
type Trx = Transaction<Database>;

export async function getActiveGame(options: {
  db: DB;
  userId: string;
  game: BetGame;
}): Promise<ActiveGameRow | undefined> {
  return findActiveGame(options.db, options.userId, options.game);
}

/** The running game, row-locked until the transaction ends (one move at a time). */
export async function lockActiveGame(options: {
  trx: Trx;
  userId: string;
  game: BetGame;
}): Promise<ActiveGameRow | undefined> {
  return findActiveGame(options.trx, options.userId, options.game, { forUpdate: true });
}

export async function saveActiveGameState(options: {
  trx: Trx;
  id: string;
  state: Record<string, unknown>;
}): Promise<ActiveGameRow> {
  return updateActiveGameState(options.trx, options.id, options.state);
}

/** Display names of the player's running games ("Mines"), for the rotation's message. */
export async function activeGameNames(options: { db: DB; userId: string }): Promise<string[]> {
  const games = await listActiveGameNames(options.db, options.userId);
  return games.map((g) => BET_GAME_NAMES[g as BetGame] ?? g);
}

export async function currentBalances(options: { db: DB; userId: string }): Promise<Balances> {
  const { credits, freebets } = await readPlayerBalances(options.db, options.userId);
  return { credits: unitsToDecimal(credits), freebets: unitsToDecimal(freebets) };
}
