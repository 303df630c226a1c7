import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 8; spec document 1 section 3): one row per message to one player, unread
 * until clicked. The popover reads a player's newest first and counts the unread ones
 * (docs/decisions/009-notifications.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Not money history: a deleted player's notifications go with them.
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list: a player's newest first (id breaks ties of one transaction's rows).
  await sql`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  // The bell's unread count and "mark all read" touch only the unread rows.
  await sql`CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT is_read`.execute(
    db,
  );
}
