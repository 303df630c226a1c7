import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationsListResponse,
  type NotificationsQuery,
  type NotificationsReadResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import type { Realtime } from '#app/realtime/realtime';
import {
  countNotifications,
  countUnread,
  findNotificationsPage,
  insertNotification,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repository';

/**
 * Notifications (issue 8; spec document 1 sections 3, 4, 7). Other modules create them through
 * `createNotification` or, inside their own transaction, `createNotificationInTransaction`
 * (docs/decisions/009-notifications.md).
 */

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  /** Where a click leads: a path of this site ('/history') or an https URL; null for none. */
  link?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The client follows the link on click (spec document 1 section 4): only our own paths ('/x',
 * never the protocol-relative '//host') or https URLs, so that no `javascript:` link gets in.
 */
function checkedInput(input: NewNotification) {
  const title = input.title.trim();
  const message = input.message.trim();
  const link = input.link?.trim() || null;
  if (!title || !message) {
    throw new AppError('VALIDATION_FAILED', 'A notification needs a title and a message');
  }
  if (title.length > NOTIFICATION_LIMITS.title || message.length > NOTIFICATION_LIMITS.message) {
    throw new AppError('VALIDATION_FAILED', 'The notification title or message is too long');
  }
  if (link !== null && (link.length > NOTIFICATION_LIMITS.link || !isSafeLink(link))) {
    throw new AppError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.invalidLink);
  }
  return { userId: input.userId, title, message, link };
}

export function isSafeLink(link: string): boolean {
  if (/^\/(?![/\\])/.test(link)) {
    return !/\s/.test(link) && ![...link].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f');
  }
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Inserts a notification inside the caller's transaction and hands back `publish`, which sends
 * `notification:new` to the player. Call `publish` only after that transaction has committed
 * (never from inside it): a rollback must not leave the player with a notification that does
 * not exist. Pass `realtime: null` where no socket server runs (the admin CLI).
 */
export async function createNotificationInTransaction(
  options: NewNotification & { trx: DB; realtime: Realtime | null },
): Promise<{ notification: Notification; publish: () => void }> {
  const row = await insertNotification(options.trx, checkedInput(options));
  const notification = toNotification(row);
  const { realtime } = options;
  return {
    notification,
    publish: () => realtime?.toUser(row.user_id, 'notification:new', notification),
  };
}

/** Inserts a notification (its own statement, committed at once) and sends `notification:new`. */
export async function createNotification(
  options: NewNotification & { db: DB; realtime: Realtime | null },
): Promise<Notification> {
  const { notification, publish } = await createNotificationInTransaction({
    ...options,
    trx: options.db,
  });
  publish();
  return notification;
}

/** GET /api/notifications: the player's own, newest first, offset-paged. */
export async function listNotifications(options: {
  db: DB;
  userId: string;
  query: NotificationsQuery;
}): Promise<NotificationsListResponse> {
  const { db, userId } = options;
  const { limit, offset } = options.query;
  const [rows, counts] = await Promise.all([
    findNotificationsPage(db, { userId, limit, offset }),
    countNotifications(db, userId),
  ]);
  return {
    notifications: rows.map(toNotification),
    totalCount: counts.total,
    unreadCount: counts.unread,
    pagination: { limit, offset },
    hasMore: offset + rows.length < counts.total,
  };
}

/**
 * PUT /api/notifications/:id/read (spec document 1 section 4). Another player's id, an unknown
 * one or a malformed one are alike "Notification not found", and nothing changes.
 */
export async function markNotificationRead(options: {
  db: DB;
  userId: string;
  notificationId: string;
}): Promise<NotificationsReadResponse> {
  const { db, userId, notificationId } = options;
  if (!UUID.test(notificationId) || !(await markRead(db, { userId, id: notificationId }))) {
    throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
  }
  return { success: true, unreadCount: await countUnread(db, userId) };
}

/** PUT /api/notifications/read-all: every one of the caller's, nobody else's. */
export async function markAllNotificationsRead(options: {
  db: DB;
  userId: string;
}): Promise<NotificationsReadResponse> {
  await markAllRead(options.db, options.userId);
  return { success: true, unreadCount: await countUnread(options.db, options.userId) };
}
