import { sql, type QueryCreator, type Selectable, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { ActiveGamesTable, BetsTable, Database } from '#app/db/schema';

/** Every SQL statement on `bets`, `active_games` and the wagered total on `users`. */

type Trx = Transaction<Database>;
export type ActiveGameRow = Selectable<ActiveGamesTable>;

export interface NewBet {
  id: string;
  userId: string;
  game: string;
  amount: bigint;
  creditsSpent: bigint;
  freebetsSpent: bigint;
  creditsWon: bigint;
  freebetsWon: bigint;
  result: 'WIN' | 'LOSS';
  multiplierE4: bigint;
  details: Record<string, unknown>;
  seedId: bigint;
  nonce: number;
  idempotencyKey: string | null;
}

function betValues(bet: NewBet) {
  return {
    id: bet.id,
    user_id: bet.userId,
    game: bet.game,
    amount: bet.amount,
    credits_spent: bet.creditsSpent,
    freebets_spent: bet.freebetsSpent,
    credits_won: bet.creditsWon,
    freebets_won: bet.freebetsWon,
    result: bet.result,
    multiplier_e4: bet.multiplierE4,
    details: JSON.stringify(bet.details),
    seed_id: bet.seedId,
    nonce: bet.nonce,
    idempotency_key: bet.idempotencyKey,
  };
}

export async function insertBet(trx: Trx, bet: NewBet): Promise<void> {
  await trx.insertInto('bets').values(betValues(bet)).execute();
}

/** What adding to the wagered total returns: the totals, the name and the balances now. */
export interface WageredRow {
  amountWagered: bigint;
  level: number;
  username: string;
  /** The player hides their name in public feeds. */
  hideName: boolean;
  credits: bigint;
  freebets: bigint;
}

/** A bet with what its public view needs: the pair's seeds and the player's name. */
export type BetView = Selectable<BetsTable> & {
  username: string;
  client_seed: string;
  server_seed: string;
  server_seed_hash: string;
  seed_active: boolean;
  /** The player hides their name from others (shared views show no name). */
  hide_name?: boolean;
};

function selectBetViews(db: DB) {
  return (
    db
      .selectFrom('bets')
      // Crash bets have no seed pair (their round's hash and salt are in `details`).
      .leftJoin('fairness_seeds as s', 's.id', 'bets.seed_id')
      .innerJoin('users as u', 'u.id', 'bets.user_id')
      .selectAll('bets')
      .select([
        'u.username as username',
        'u.hide_name as hide_name',
        sql<string>`coalesce(s.client_seed, '')`.as('client_seed'),
        sql<string>`coalesce(s.server_seed, '')`.as('server_seed'),
        sql<string>`coalesce(s.server_seed_hash, '')`.as('server_seed_hash'),
        sql<boolean>`coalesce(s.active, false)`.as('seed_active'),
      ])
  );
}

export async function findBetView(db: DB, id: string): Promise<BetView | undefined> {
  return selectBetViews(db).where('bets.id', '=', id).executeTakeFirst();
}

/** Own bets, newest first, after the (created_at, id) cursor. */
export async function listBetViews(
  db: DB,
  options: {
    userId: string;
    game?: string | undefined;
    after?: { id: string } | undefined;
    limit: number;
  },
): Promise<BetView[]> {
  let query = selectBetViews(db).where('bets.user_id', '=', options.userId);
  if (options.game) query = query.where('bets.game', '=', options.game);
  const after = options.after;
  if (after) {
    query = query.where(
      sql<boolean>`(bets.created_at, bets.id) <
        (SELECT c.created_at, c.id FROM bets c WHERE c.id = ${after.id}::uuid)`,
    );
  }
  return query
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc')
    .limit(options.limit)
    .execute();
}

/** The player's credits or freebets balance (0 when the account does not exist yet). */
function balanceOf(userId: string, pocket: 'credits' | 'freebets') {
  return sql<bigint>`coalesce((SELECT balance FROM ledger_accounts
    WHERE user_id = ${userId} AND pocket = ${pocket}), 0)`;
}

function wageredUpdate(db: QueryCreator<Database>, userId: string, credits: bigint) {
  return db
    .updateTable('users')
    .set((eb) => ({ amount_wagered: eb('amount_wagered', '+', credits) }))
    .where('id', '=', userId)
    .returning(['amount_wagered', 'level', 'username', 'hide_name'])
    .returning([
      balanceOf(userId, 'credits').as('credits'),
      balanceOf(userId, 'freebets').as('freebets'),
    ]);
}

/**
 * Adds credits wagered; returns the new total, the stored level, the username and the credits
 * and freebets balances (read in the same statement, as readPlayerBalances would).
 */
export async function addWagered(trx: Trx, userId: string, credits: bigint): Promise<WageredRow> {
  const row = await wageredUpdate(trx, userId, credits).executeTakeFirstOrThrow();
  return {
    amountWagered: row.amount_wagered,
    level: row.level,
    username: row.username,
    hideName: row.hide_name,
    credits: row.credits,
    freebets: row.freebets,
  };
}

export async function setLevel(trx: Trx, userId: string, level: number): Promise<void> {
  await trx.updateTable('users').set({ level }).where('id', '=', userId).execute();
}

/** The player's credits and freebets pockets (0 when the account does not exist yet). */
export async function readPlayerBalances(
  db: DB,
  userId: string,
): Promise<{ credits: bigint; freebets: bigint }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['pocket', 'balance'])
    .where('user_id', '=', userId)
    .where('pocket', 'in', ['credits', 'freebets'])
    .execute();
  const of = (pocket: string) => rows.find((r) => r.pocket === pocket)?.balance ?? 0n;
  return { credits: of('credits'), freebets: of('freebets') };
}

export interface NewActiveGame {
  id: string;
  userId: string;
  game: string;
  amount: bigint;
  creditsSpent: bigint;
  freebetsSpent: bigint;
  seedId: bigint;
  nonce: number;
  state: Record<string, unknown>;
}

export async function insertActiveGame(trx: Trx, game: NewActiveGame): Promise<ActiveGameRow> {
  return trx
    .insertInto('active_games')
    .values({
      id: game.id,
      user_id: game.userId,
      game: game.game,
      amount: game.amount,
      credits_spent: game.creditsSpent,
      freebets_spent: game.freebetsSpent,
      seed_id: game.seedId,
      nonce: game.nonce,
      state: JSON.stringify(game.state),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findActiveGame(
  db: DB,
  userId: string,
  game: string,
  options: { forUpdate?: boolean } = {},
): Promise<ActiveGameRow | undefined> {
  let query = db
    .selectFrom('active_games')
    .selectAll()
    .where('user_id', '=', userId)
    .where('game', '=', game);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listActiveGameNames(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('active_games')
    .select('game')
    .where('user_id', '=', userId)
    .orderBy('game')
    .execute();
  return rows.map((r) => r.game);
}

export async function updateActiveGameState(
  trx: Trx,
  id: string,
  state: Record<string, unknown>,
): Promise<ActiveGameRow> {
  return trx
    .updateTable('active_games')
    .set({ state: JSON.stringify(state) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteActiveGame(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('active_games').where('id', '=', id).execute();
}
