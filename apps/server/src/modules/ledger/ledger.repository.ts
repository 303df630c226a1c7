import { sql } from 'kysely';
import type { DB } from '#app/db/database';
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

/**
 * Adds `delta` to one balance unless that would take a non-negative account below zero.
 * Returns the new balance, or undefined when refused. Under READ COMMITTED a concurrent update of
 * the same row makes this one wait, then re-check the condition on the committed balance.
 */
export async function applyDelta(
  db: DB,
  accountId: bigint,
  delta: bigint,
): Promise<bigint | undefined> {
  const result = await sql<{ balance: bigint }>`
    UPDATE ledger_accounts SET balance = balance + ${delta}
    WHERE id = ${accountId} AND (allow_negative OR balance + ${delta} >= 0)
    RETURNING balance`.execute(db);
  return result.rows[0]?.balance;
}

export interface PostingRow {
  seq: number;
  accountId: bigint;
  amount: bigint;
  balanceAfter: bigint;
}

export async function insertPostings(db: DB, entryId: bigint, rows: PostingRow[]): Promise<void> {
  await db
    .insertInto('ledger_postings')
    .values(
      rows.map((r) => ({
        entry_id: entryId,
        seq: r.seq,
        account_id: r.accountId,
        amount: r.amount,
        balance_after: r.balanceAfter,
      })),
    )
    .execute();
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
