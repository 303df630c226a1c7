import { sql, type Kysely } from 'kysely';

/**
 * Operator console, money and operations sections (issue 22; docs/decisions/039-console-operations.md):
 * the indexes the dashboard's date-bounded aggregates, the live counters and the withdrawals
 * review's address-reuse hint read through. No table or column changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bets_created_idx ON bets (created_at);
    CREATE INDEX ledger_entries_created_idx ON ledger_entries (created_at);
    CREATE INDEX payment_deposits_completed_idx ON payment_deposits (completed_at)
      WHERE status = 'COMPLETED';
    CREATE INDEX payment_withdrawals_completed_idx ON payment_withdrawals (completed_at)
      WHERE status = 'COMPLETED';
    CREATE INDEX payment_withdrawals_address_idx ON payment_withdrawals (network, to_address);
    CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at) WHERE revoked_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX sessions_last_seen_idx;
    DROP INDEX payment_withdrawals_address_idx;
    DROP INDEX payment_withdrawals_completed_idx;
    DROP INDEX payment_deposits_completed_idx;
    DROP INDEX ledger_entries_created_idx;
    DROP INDEX bets_created_idx;
  `.execute(db);
}
