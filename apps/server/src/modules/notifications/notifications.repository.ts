import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { NotificationsTable } from '#app/db/schema';

/** Every SQL statement on `notifications`. `db` may be a transaction (Kysely's `Transaction`). */

export type NotificationRow = Selectable<NotificationsTable>;

export async function insertNotification(
  db: DB,
  row: { userId: string; title: string; message: string; link: string | null },
): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({ user_id: row.userId, title: row.title, message: row.message, link: row.link })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page of a player's notifications, newest first. */
export async function findNotificationsPage(
  db: DB,
  options: { userId: string; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', options.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countNotifications(
  db: DB,
  userId: string,
): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('notifications')
    .select([
      sql<bigint>`count(*)`.as('total'),
      sql<bigint>`count(*) FILTER (WHERE NOT is_read)`.as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export async function countUnread(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<bigint>`count(*)`.as('unread'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks one of the player's notifications read; false when the player has no such row. */
export async function markRead(db: DB, options: { userId: string; id: string }): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: DB, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .execute();
}
