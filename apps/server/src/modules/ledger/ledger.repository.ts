import { sql } from 'kysely';
import type { DB, Statement } from '#app/db/database';
import { fixedSql } from '#app/db/fixed-sql';
import { AppError } from '#app/errors/app-error';
import {
  accountKeyText,
  currencyOf,
  isHouseKind,
  isPocket,
  type AccountKey,
  type PlayerAccountKey,
  type HouseAccountKey,
} from './accounts';

/** The only SQL that reads or writes ledger rows for posting (the check has its own). */

export interface AccountRef {
  id: bigint;
  key: AccountKey;
}

interface AccountRow {
  id: bigint;
  owner_type: 'player' | 'house';
  user_id: string | null;
  pocket: string | null;
  house_kind: string | null;
  shard: number | null;
}

export function rowToKey(row: Omit<AccountRow, 'id'>): AccountKey {
  if (row.owner_type === 'player' && row.user_id && row.pocket && isPocket(row.pocket)) {
    return { owner: 'player', userId: row.user_id, pocket: row.pocket };
  }
  if (row.owner_type === 'house' && row.house_kind && isHouseKind(row.house_kind)) {
    return { owner: 'house', kind: row.house_kind, shard: row.shard ?? 0 };
  }
  throw new Error(`ledger account row has an unknown shape: ${JSON.stringify(row)}`);
}

const ACCOUNT_COLUMNS = ['id', 'owner_type', 'user_id', 'pocket', 'house_kind', 'shard'] as const;

async function selectAccounts(db: DB, keys: AccountKey[]): Promise<AccountRef[]> {
  const players = keys.filter((k): k is PlayerAccountKey => k.owner === 'player');
  const houses = keys.filter((k): k is HouseAccountKey => k.owner === 'house');
  if (players.length + houses.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(ACCOUNT_COLUMNS)
    .where((eb) => {
      const matches = [];
      if (players.length) {
        const pairs = players.map((k) => eb.tuple(k.userId, k.pocket));
        matches.push(eb(eb.refTuple('user_id', 'pocket'), 'in', pairs));
      }
      if (houses.length) {
        const pairs = houses.map((k) => eb.tuple(k.kind, k.shard));
        matches.push(eb(eb.refTuple('house_kind', 'shard'), 'in', pairs));
      }
      return eb.or(matches);
    })
    .execute();
  return rows.map((row) => ({ id: row.id, key: rowToKey(row) }));
}

/**
 * The accounts of these keys, created (balance 0) when missing. Missing ones are inserted in key
 * order, so two transactions creating the same accounts wait for each other instead of
 * deadlocking; a row another transaction inserted meanwhile is read back after it commits (READ
 * COMMITTED: the next statement sees it).
 */
export async function resolveAccounts(db: DB, keys: AccountKey[]): Promise<Map<string, bigint>> {
  const unique = new Map(keys.map((k) => [accountKeyText(k), k]));
  const found = new Map((await selectAccounts(db, [...unique.values()])).map(toEntry));
  const missing = [...unique.entries()]
    .filter(([text]) => !found.has(text))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, key]) => key);
  if (missing.length === 0) return found;

  await db
    .insertInto('ledger_accounts')
    .values(
      missing.map((key) => ({
        owner_type: key.owner,
        user_id: key.owner === 'player' ? key.userId : null,
        pocket: key.owner === 'player' ? key.pocket : null,
        house_kind: key.owner === 'house' ? key.kind : null,
        shard: key.owner === 'house' ? key.shard : null,
        currency: currencyOf(key),
        // House accounts are the counterpart of player money: they go negative by design.
        allow_negative: key.owner === 'house',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const ref of await selectAccounts(db, missing)) found.set(accountKeyText(ref.key), ref.id);
  return found;
}

function toEntry(ref: AccountRef): [string, bigint] {
  return [accountKeyText(ref.key), ref.id];
}

/** The entry's id, or undefined when the key was already used (the first insert wins). */
export async function insertEntry(
  db: DB,
  entry: { idempotencyKey: string; kind: string; reference: string | null },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('ledger_entries')
    .values({ idempotency_key: entry.idempotencyKey, kind: entry.kind, reference: entry.reference })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findEntryByKey(db: DB, idempotencyKey: string) {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'kind', 'reference'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export interface LockedAccount extends AccountRef {
  balance: bigint;
  allowNegative: boolean;
}

/**
 * Row-locks the accounts of these keys in ascending id (one statement: the lock order of
 * docs/decisions/004-ledger.md) and returns their balances, or null when any of them does not
 * exist yet. The ones that exist stay locked even then, so this is for a caller that rolls back
 * on null (the pipelined bet batch); lockEntryAccounts creates missing accounts before locking.
 * (A plain `FOR UPDATE` on purpose: a statement that also counted the rows in a subquery lost
 * the rows whose lock it had waited for, so contended batches took the slow path.)
 */
export function lockAccounts(
  db: DB,
  keys: AccountKey[],
): Statement<LockedRow, LockedAccount[] | null> {
  const unique = [...new Map(keys.map((k) => [accountKeyText(k), k])).values()];
  const players = unique.filter((k): k is PlayerAccountKey => k.owner === 'player');
  const houses = unique.filter((k): k is HouseAccountKey => k.owner === 'house');
  const matches = [];
  if (players.length) {
    const pairs = players.map((k) => sql`(${k.userId}::uuid, ${k.pocket}::text)`);
    matches.push(sql`(user_id, pocket) IN (${sql.join(pairs)})`);
  }
  if (houses.length) {
    const pairs = houses.map((k) => sql`(${k.kind}::text, ${k.shard}::smallint)`);
    matches.push(sql`(house_kind, shard) IN (${sql.join(pairs)})`);
  }
  // No keys: a statement that locks nothing and finds no rows.
  const where = matches.length ? sql.join(matches, sql` OR `) : sql`false`;
  const query = sql<LockedRow>`
    SELECT id, owner_type, user_id, pocket, house_kind, shard, balance, allow_negative
    FROM ledger_accounts
    WHERE ${where}
    ORDER BY id
    FOR UPDATE`.compile(db);
  return {
    query,
    read: (rows) => (rows.length === unique.length ? rows.map(toLocked) : null),
  };
}

/** Row-locks accounts by id in ascending id order and returns their balances. */
export async function lockAccountsById(db: DB, ids: bigint[]): Promise<LockedAccount[]> {
  if (ids.length === 0) return [];
  const result = await sql<AccountRow & { balance: bigint; allow_negative: boolean }>`
    SELECT id, owner_type, user_id, pocket, house_kind, shard, balance, allow_negative
    FROM ledger_accounts
    WHERE id IN (${sql.join(ids.map((id) => sql`${id}::bigint`))})
    ORDER BY id
    FOR UPDATE`.execute(db);
  return result.rows.map(toLocked);
}

type LockedRow = AccountRow & { balance: bigint; allow_negative: boolean };

function toLocked(row: LockedRow): LockedAccount {
  return {
    id: row.id,
    key: rowToKey(row),
    balance: row.balance,
    allowNegative: row.allow_negative,
  };
}

/**
 * Writes an entry whose accounts the transaction has locked (lockAccounts), in one statement:
 * the entry row (`ON CONFLICT (idempotency_key) DO NOTHING`: a concurrent duplicate waits on the
 * unique index for the first to commit), each account's net delta, and the postings with their
 * balance_after. Returns the entry id, or undefined when the key was used already: then nothing
 * at all is written.
 */
export async function writeLockedEntry(
  db: DB,
  entry: { idempotencyKey: string; kind: string; reference: string | null },
  deltas: Array<{ accountId: bigint; delta: bigint }>,
  rows: PostingRow[],
): Promise<bigint | undefined> {
  const deltaValues = sql.join(
    deltas.map((d) => sql`(${d.accountId}::bigint, ${d.delta}::bigint)`),
  );
  const postingValues = sql.join(
    rows.map(
      (r) =>
        sql`(${r.seq}::int, ${r.accountId}::bigint, ${r.amount}::bigint, ${r.balanceAfter}::bigint)`,
    ),
  );
  const result = await sql<{ id: bigint; updated: bigint }>`
    WITH e AS (
      INSERT INTO ledger_entries (idempotency_key, kind, reference)
      VALUES (${entry.idempotencyKey}, ${entry.kind}, ${entry.reference})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), u AS (
      UPDATE ledger_accounts a SET balance = a.balance + v.delta
      FROM (VALUES ${deltaValues}) AS v(id, delta)
      WHERE a.id = v.id AND EXISTS (SELECT 1 FROM e)
        AND (a.allow_negative OR a.balance + v.delta >= 0)
      RETURNING a.id
    ), p AS (
      INSERT INTO ledger_postings (entry_id, seq, account_id, amount, balance_after)
      SELECT e.id, v.seq, v.account_id, v.amount, v.balance_after
      FROM e, (VALUES ${postingValues}) AS v(seq, account_id, amount, balance_after)
      RETURNING 1
    )
    SELECT e.id, (SELECT count(*) FROM u) AS updated FROM e`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  // The conditional update (ARCHITECTURE.md, Money): an account that would go below zero is not
  // updated. The caller already checked on the locked rows, so this is the database's own guard;
  // the caller's transaction rolls back and nothing of the entry stays.
  if (row.updated !== BigInt(deltas.length)) {
    throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds', {
      internal: `ledger entry ${entry.idempotencyKey}: ${row.updated} of ${deltas.length} accounts updated`,
    });
  }
  return row.id;
}

export interface PostingRow {
  seq: number;
  accountId: bigint;
  amount: bigint;
  balanceAfter: bigint;
}

/** An entry's postings in the order they were applied, with their accounts' keys. */
export async function findPostings(
  db: DB,
  entryId: bigint,
): Promise<Array<PostingRow & { key: AccountKey }>> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.seq', 'p.account_id', 'p.amount', 'p.balance_after'])
    .select(['a.owner_type', 'a.user_id', 'a.pocket', 'a.house_kind', 'a.shard'])
    .where('p.entry_id', '=', entryId)
    .orderBy('p.seq')
    .execute();
  return rows.map((r) => ({
    seq: r.seq,
    accountId: r.account_id,
    amount: r.amount,
    balanceAfter: r.balance_after,
    key: rowToKey(r),
  }));
}

/** One entry of writeLockedEntries: its head and its posting rows. */
export interface LockedEntryWrite {
  head: { idempotencyKey: string; kind: string; reference: string | null };
  rows: PostingRow[];
}

/**
 * Writes several entries whose accounts the transaction has locked, in one statement (the
 * coalesced bets of docs/decisions/012-coalesced-bets.md): the entry rows, each account's net
 * delta over all of them, the postings. Keys must be unused: a duplicate raises the unique
 * violation and the caller's transaction rolls back. Returns idempotency key → entry id.
 */
export function writeLockedEntries(
  entries: LockedEntryWrite[],
  deltas: Array<{ accountId: bigint; delta: bigint }>,
): Statement<{ id: bigint; idempotency_key: string; updated: bigint }, Map<string, bigint>> {
  // No conditional update here: a balance below zero violates ledger_accounts_balance_check,
  // which fails the statement inside the database, so a COMMIT sent right behind it (pipelined)
  // never runs and nothing is written. The caller checked on the locked rows first.
  const text = (values: Array<string | null>) => values;
  const rows = entries.flatMap((e) => e.rows.map((r) => ({ key: e.head.idempotencyKey, ...r })));
  const query = fixedSql<{ id: bigint; idempotency_key: string; updated: bigint }>`
    WITH e AS (
      INSERT INTO ledger_entries (idempotency_key, kind, reference)
      SELECT * FROM unnest(${text(entries.map((e) => e.head.idempotencyKey))}::text[],
                           ${text(entries.map((e) => e.head.kind))}::text[],
                           ${text(entries.map((e) => e.head.reference))}::text[])
      RETURNING id, idempotency_key
    ), u AS (
      UPDATE ledger_accounts a SET balance = a.balance + v.delta
      FROM unnest(${deltas.map((d) => d.accountId)}::bigint[],
                  ${deltas.map((d) => d.delta)}::bigint[]) AS v(id, delta)
      WHERE a.id = v.id
      RETURNING a.id
    ), p AS (
      INSERT INTO ledger_postings (entry_id, seq, account_id, amount, balance_after)
      SELECT e.id, v.seq, v.account_id, v.amount, v.balance_after
      FROM unnest(${text(rows.map((r) => r.key))}::text[], ${rows.map((r) => r.seq)}::int[],
                  ${rows.map((r) => r.accountId)}::bigint[],
                  ${rows.map((r) => r.amount)}::bigint[],
                  ${rows.map((r) => r.balanceAfter)}::bigint[])
             AS v(key, seq, account_id, amount, balance_after)
      JOIN e ON e.idempotency_key = v.key
      RETURNING 1
    )
    SELECT e.id, e.idempotency_key, (SELECT count(*) FROM u) AS updated FROM e`;
  const read = (rows: Array<{ id: bigint; idempotency_key: string; updated: bigint }>) => {
    const updated = rows[0]?.updated ?? 0n;
    // The database's own guard, as in writeLockedEntry: the caller checked on the locked rows.
    if (rows.length !== entries.length || updated !== BigInt(deltas.length)) {
      throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds', {
        internal: `ledger batch: ${rows.length}/${entries.length} entries, ${updated}/${deltas.length} accounts`,
      });
    }
    return new Map(rows.map((r) => [r.idempotency_key, r.id]));
  };
  return { query, read };
}
