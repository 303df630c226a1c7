import { sql, type Kysely } from 'kysely';

/**
 * Locked balance records (issue 4; spec document 2 section 3, "Locked balance: id, type, locked,
 * unlocked"). The money stays in the ledger pockets `locked:<id>:locked|unlocked`
 * (docs/decisions/004-ledger.md); this row says which kind of reward the id is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locked_balances')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('deposit-bonus', 'sign-up spin')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('locked_balances_user_idx')
    .on('locked_balances')
    .column('user_id')
    .execute();
}
