import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
// Types only: the shared notifications module imports zod, which stays out of the first page.
import type { NotificationsListResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** Spec document 1 section 9: 50 at a time (NOTIFICATION_PAGE_SIZE, repeated to keep zod out). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export type NotificationsData = InfiniteData<NotificationsListResponse, number>;

/** GET /api/notifications?limit=50&offset=N: newest first, offset-paged. */
export function getNotifications(
  offset: number,
  signal?: AbortSignal,
): Promise<NotificationsListResponse> {
  return api.get<NotificationsListResponse>('/notifications', {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
    signal,
  });
}

export const notificationsQueryKey = ['notifications', 'list'] as const;

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.hasMore ? last.pagination.offset + last.notifications.length : undefined,
  });
}

/** The signed-in player's notifications; visitors (`isEnabled` false) make no request. */
export function useNotifications(isEnabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled: isEnabled });
}

/** The bell's figure: the newest page's unread count (every change rewrites all pages). */
export function unreadCountOf(
  data: InfiniteData<NotificationsListResponse, unknown> | undefined,
): number {
  return data?.pages[0]?.unreadCount ?? 0;
}

/** Every page with `change` applied to its items and the unread count set. */
export function updateNotificationsData(
  data: NotificationsData | undefined,
  change: (
    notification: NotificationsListResponse['notifications'][number],
  ) => NotificationsListResponse['notifications'][number],
  unreadCount: (previous: number) => number,
): NotificationsData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map(change),
      unreadCount: Math.max(0, unreadCount(page.unreadCount)),
    })),
  };
}
