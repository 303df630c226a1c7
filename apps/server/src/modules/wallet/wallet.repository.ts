import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * Reads of a player's ledger rows (docs/decisions/004-ledger.md: balances are read from
 * ledger_accounts; only the ledger service writes them). Every query is scoped to one user id.
 */

export interface PocketRow {
  user_id: string;
  pocket: string;
  balance: bigint;
}

/** Every pocket of these players that has an account (a pocket never used reads as 0). */
export async function findPockets(
  db: DB,
  userIds: string[],
  pockets?: readonly string[],
): Promise<PocketRow[]> {
  let query = db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'pocket', 'balance'])
    .where('owner_type', '=', 'player')
    .where('user_id', 'in', userIds);
  if (pockets) query = query.where('pocket', 'in', pockets);
  const rows = await query.execute();
  return rows.flatMap((r) =>
    r.user_id && r.pocket ? [{ user_id: r.user_id, pocket: r.pocket, balance: r.balance }] : [],
  );
}

export async function entryExists(db: DB, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PostingPosition {
  entryId: bigint;
  seq: number;
}

export interface MovementRow {
  entry_id: bigint;
  seq: number;
  kind: string;
  reference: string | null;
  pocket: string | null;
  amount: bigint;
  created_at: Date;
}

/**
 * One player's postings, newest first (entry id, then seq, descending), strictly before `before`
 * when given. Reads through the (account_id, entry_id) index of each of the player's accounts.
 */
export async function listMovements(
  db: DB,
  options: { userId: string; kind?: string; before?: PostingPosition; limit: number },
): Promise<MovementRow[]> {
  let query = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select([
      'p.entry_id',
      'p.seq',
      'e.kind',
      'e.reference',
      'a.pocket',
      'p.amount',
      'e.created_at',
    ])
    .where('a.owner_type', '=', 'player')
    .where('a.user_id', '=', options.userId);
  if (options.kind) query = query.where('e.kind', '=', options.kind);
  const before = options.before;
  if (before) {
    query = query.where(
      sql<boolean>`(p.entry_id, p.seq) < (${before.entryId}::bigint, ${before.seq}::smallint)`,
    );
  }
  return query
    .orderBy('p.entry_id', 'desc')
    .orderBy('p.seq', 'desc')
    .limit(options.limit)
    .execute();
}
