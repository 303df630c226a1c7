import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger (ARCHITECTURE.md, Money; docs/decisions/004-ledger.md). Amounts are
 * BIGINT in 10⁻⁸ units of the account's currency. Balances live on the account row and change
 * only through the ledger service, in the transaction that records the postings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    // TODO(issue 4): add the foreign key to users(id) in a later migration. The users table is
    // being written in parallel (issue 3); both must land before the constraint can exist.
    .addColumn('user_id', 'uuid')
    .addColumn('pocket', 'text')
    .addColumn('house_kind', 'text')
    .addColumn('shard', 'smallint')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // NULLs are distinct, so house rows (no user) never collide on the player key and vice versa.
    .addUniqueConstraint('ledger_accounts_player_key', ['user_id', 'pocket'])
    .addUniqueConstraint('ledger_accounts_house_key', ['house_kind', 'shard'])
    .addCheckConstraint(
      'ledger_accounts_owner_check',
      sql`(owner_type = 'player' AND user_id IS NOT NULL AND pocket IS NOT NULL
           AND house_kind IS NULL AND shard IS NULL AND NOT allow_negative)
       OR (owner_type = 'house' AND user_id IS NULL AND pocket IS NULL
           AND house_kind IS NOT NULL AND shard IS NOT NULL)`,
    )
    .addCheckConstraint('ledger_accounts_currency_check', sql`currency IN ('USD', 'GOLD')`)
    // The last line of defence behind the service's conditional UPDATE: a player's money never
    // goes below zero, whatever writes the row.
    .addCheckConstraint('ledger_accounts_balance_check', sql`allow_negative OR balance >= 0`)
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_postings')
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('ledger_entries.id'))
    // The order the postings were applied in, so a replay returns exactly the first result.
    .addColumn('seq', 'smallint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_postings_pkey', ['entry_id', 'seq'])
    .execute();

  // An account's history (statements, the balance check) reads its postings in entry order.
  await db.schema
    .createIndex('ledger_postings_account_idx')
    .on('ledger_postings')
    .columns(['account_id', 'entry_id'])
    .execute();
}
