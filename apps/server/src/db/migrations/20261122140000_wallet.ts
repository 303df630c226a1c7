import { sql, type Kysely } from 'kysely';

/**
 * Wallet (issue 4): the foreign key from player ledger accounts to users (deferred by the ledger
 * migration until the users table existed) and the operator audit trail. The transactions
 * listing reads the postings by (account_id, entry_id), indexed by the ledger migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No ON DELETE: a player who owns ledger rows cannot be deleted; money history stays.
  await db.schema
    .alterTable('ledger_accounts')
    .addForeignKeyConstraint('ledger_accounts_user_id_fkey', ['user_id'], 'users', ['id'])
    .execute();

  // Every manual balance adjustment: who did it, to whom, why, and the entry it posted.
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ledger_entry_id', 'bigint', (c) => c.references('ledger_entries.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_target_user_idx')
    .on('admin_audit')
    .columns(['target_user_id', 'id'])
    .execute();
}
