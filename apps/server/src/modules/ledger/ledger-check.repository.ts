import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The read-only queries of the ledger check. SUM over BIGINT is NUMERIC in PostgreSQL (pg gives a
 * string): each sum is cast to text and parsed as bigint, so nothing goes through a float.
 */

/** How many rows of each kind of violation are listed; the count is always exact. */
export const VIOLATION_SAMPLE = 20;

export async function countRows(db: DB) {
  const result = await sql<{ entries: bigint; postings: bigint; players: bigint; houses: bigint }>`
    SELECT (SELECT count(*) FROM ledger_entries) AS entries,
           (SELECT count(*) FROM ledger_postings) AS postings,
           (SELECT count(*) FROM ledger_accounts WHERE owner_type = 'player') AS players,
           (SELECT count(*) FROM ledger_accounts WHERE owner_type = 'house') AS houses`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('count query returned no row');
  return row;
}

/** Entries whose postings do not sum to zero in some currency, or that have under two postings. */
export async function findUnbalancedEntries(db: DB) {
  const result = await sql<{ entry_id: bigint; detail: string; total: bigint }>`
    WITH bad AS (
      SELECT p.entry_id, a.currency || ' sums to ' || sum(p.amount)::text AS detail
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       GROUP BY p.entry_id, a.currency
      HAVING sum(p.amount) <> 0
      UNION ALL
      SELECT e.id, count(p.entry_id)::text || ' posting(s)'
        FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
       GROUP BY e.id
      HAVING count(p.entry_id) < 2
    )
    SELECT entry_id, detail, count(*) OVER () AS total FROM bad
     ORDER BY entry_id, detail LIMIT ${VIOLATION_SAMPLE}`.execute(db);
  return result.rows;
}

/**
 * Rows whose references the schema declares but does not enforce per row on the bet path
 * (migration 20261204090000, ADR 012): postings without their entry or account, bets without
 * their player or seed pair.
 */
export async function findOrphans(db: DB) {
  const result = await sql<{ detail: string; total: bigint }>`
    WITH bad AS (
      SELECT 'posting ' || p.entry_id || '/' || p.seq || ': ' ||
             CASE WHEN e.id IS NULL THEN 'entry ' || p.entry_id
                  ELSE 'account ' || p.account_id END || ' does not exist' AS detail
        FROM ledger_postings p
        LEFT JOIN ledger_entries e ON e.id = p.entry_id
        LEFT JOIN ledger_accounts a ON a.id = p.account_id
       WHERE e.id IS NULL OR a.id IS NULL
      UNION ALL
      SELECT 'bet ' || b.id || ': ' ||
             CASE WHEN u.id IS NULL THEN 'player ' || b.user_id
                  ELSE 'seed pair ' || b.seed_id END || ' does not exist'
        FROM bets b
        LEFT JOIN users u ON u.id = b.user_id
        LEFT JOIN fairness_seeds s ON s.id = b.seed_id
       WHERE u.id IS NULL OR (b.seed_id IS NOT NULL AND s.id IS NULL)
    )
    SELECT detail, count(*) OVER () AS total FROM bad ORDER BY detail
     LIMIT ${VIOLATION_SAMPLE}`.execute(db);
  return result.rows;
}

/** Accounts whose stored balance differs from the sum of their postings. */
export async function findDriftedAccounts(db: DB) {
  const result = await sql<{ id: bigint; balance: bigint; posted: string; total: bigint }>`
    SELECT a.id, a.balance, coalesce(p.posted, 0)::text AS posted, count(*) OVER () AS total
      FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS posted FROM ledger_postings GROUP BY account_id) p
        ON p.account_id = a.id
     WHERE a.balance <> coalesce(p.posted, 0)
     ORDER BY a.id LIMIT ${VIOLATION_SAMPLE}`.execute(db);
  return result.rows.map((r) => ({ ...r, posted: BigInt(r.posted) }));
}

/** Player accounts below zero (the schema forbids it; the check proves it). */
export async function countNegativePlayerAccounts(db: DB): Promise<bigint> {
  const result = await sql<{ n: bigint }>`
    SELECT count(*) AS n FROM ledger_accounts WHERE owner_type = 'player' AND balance < 0`.execute(
    db,
  );
  return result.rows[0]?.n ?? 0n;
}

export async function currencyTotals(db: DB) {
  const result = await sql<{ currency: string; total: string; players: string }>`
    SELECT currency, sum(balance)::text AS total,
           coalesce(sum(balance) FILTER (WHERE owner_type = 'player'), 0)::text AS players
      FROM ledger_accounts GROUP BY currency ORDER BY currency`.execute(db);
  return result.rows.map((r) => ({
    currency: r.currency,
    total: BigInt(r.total),
    players: BigInt(r.players),
  }));
}

/** Each house account summed over its shards, as an operator reads it. */
export async function houseTotals(db: DB) {
  const result = await sql<{ kind: string; currency: string; balance: string; shards: number }>`
    SELECT house_kind AS kind, currency, sum(balance)::text AS balance, count(*)::int AS shards
      FROM ledger_accounts WHERE owner_type = 'house'
     GROUP BY house_kind, currency ORDER BY house_kind`.execute(db);
  return result.rows.map((r) => ({ ...r, balance: BigInt(r.balance) }));
}

export async function ledgerTablesExist(db: DB): Promise<boolean> {
  const result = await sql<{ exists: boolean }>`
    SELECT to_regclass('ledger_postings') IS NOT NULL AS exists`.execute(db);
  return result.rows[0]?.exists === true;
}
