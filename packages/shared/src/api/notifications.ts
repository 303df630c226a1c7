import { z } from 'zod';
import type { NotificationPayload } from '../realtime/events';

/**
 * Notifications API (issue 8; spec document 1 sections 3, 4, 7, 8, 9). A notification is
 * unread until the player clicks it (which also follows its link) or marks all read.
 * docs/decisions/009-notifications.md.
 */

/** Spec document 1 section 9: the popover loads 50 at a time. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** Limits on what a module may put into a notification (the popover is 375px wide). */
export const NOTIFICATION_LIMITS = { title: 200, message: 2000, link: 500 } as const;

/** Spec document 1 section 8; `notFound` answers another player's or an unknown id. */
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Failed to load notifications',
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  empty: 'No notifications yet',
  notFound: 'Notification not found',
  invalidLink: 'A notification link must be a path of this site or an https URL',
} as const;

/** Spec document 1 section 3, Notification: id, title, message, link, is_read, created_at. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
// The REST item and the `notification:new` payload are one shape.
const sameShape: [Notification, NotificationPayload] = [
  {} as NotificationPayload,
  {} as Notification,
];
void sameShape;

/** GET /api/notifications?limit=50&offset=0: newest first. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** All of the player's notifications, read or not. */
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
  pagination: z.object({ limit: z.number().int(), offset: z.number().int() }),
  /** More after this page: 'Load more (N remaining)' with N = totalCount − offset − page size. */
  hasMore: z.boolean(),
});
export type NotificationsListResponse = z.infer<typeof notificationsListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().max(100) });

/** PUT /api/notifications/:id/read and PUT /api/notifications/read-all. */
export const notificationsReadResponseSchema = z.object({
  success: z.literal(true),
  /** The player's unread count after the change (the bell's dot). */
  unreadCount: z.number().int(),
});
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;
