import { sql, type Kysely } from 'kysely';

/**
 * The transactional outbox (issue 17; docs/decisions/019-outbox.md): messages written in the
 * transaction of what they announce (a batch of bets, a credited deposit), delivered to the
 * features that react to them (quests, challenges, the raffle, the deposit bonus) and deleted in
 * the delivery's own transaction. A message that keeps failing is kept with its error
 * (`failed_at` set) for an operator to look at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  // Delivery reads the pending messages in id order.
  await sql`CREATE INDEX outbox_pending_idx ON outbox (id) WHERE failed_at IS NULL`.execute(db);
}
