import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/** Reads of the System page (ADR 039): pg-boss's own tables, watch cursors, custody books. */

/** Whether pg-boss has created its schema in this database (the watchers ran here once). */
export async function jobTablesExist(db: DB): Promise<boolean> {
  const result = await sql<{ found: string | null }>`
    SELECT to_regclass('pgboss.job')::text AS found
  `.execute(db);
  return Boolean(result.rows[0]?.found);
}

export async function jobCountsByQueue(db: DB) {
  const result = await sql<{ name: string; state: string; n: number }>`
    SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state
  `.execute(db);
  return result.rows;
}

export async function recentJobFailures(db: DB, limit: number) {
  const result = await sql<{
    id: string;
    name: string;
    output: unknown;
    completed_on: Date | null;
  }>`
    SELECT id::text AS id, name, output, completed_on FROM pgboss.job
    WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

export async function watchCursors(db: DB) {
  return db.selectFrom('payment_watch_cursors').selectAll().execute();
}

/** Custody and pending-withdrawal house accounts summed over shards, per kind. */
export async function custodyBalances(db: DB) {
  const result = await sql<{ kind: string; balance: bigint }>`
    SELECT house_kind AS kind, sum(balance)::bigint AS balance FROM ledger_accounts
    WHERE owner_type = 'house' AND house_kind LIKE 'custody:%'
    GROUP BY house_kind
  `.execute(db);
  return result.rows;
}

/**
 * What the books say each (network, asset) holds on chain, in the asset's base units: completed
 * deposits minus what withdrawals sent (received amounts of COMPLETED ones and of PROCESSING
 * ones already broadcast). Simulated rows are left out: no chain holds them (ADR 048).
 */
export async function chainBooksByAsset(db: DB) {
  const result = await sql<{ network: string; asset: string; amount: string }>`
    SELECT network, asset, sum(amount)::text AS amount FROM (
      SELECT lower(network) AS network, asset, asset_amount AS amount FROM payment_deposits
      WHERE status = 'COMPLETED' AND source = 'chain'
      UNION ALL
      SELECT lower(network), asset, -received_amount FROM payment_withdrawals
      WHERE NOT simulated
        AND (status = 'COMPLETED' OR (status = 'PROCESSING' AND txid IS NOT NULL))
    ) moves
    GROUP BY network, asset
  `.execute(db);
  return result.rows;
}
