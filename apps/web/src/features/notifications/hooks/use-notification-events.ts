import { useQueryClient } from '@tanstack/react-query';
import type { NotificationPayload } from '@tengu/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useRealtimeStore } from '@/lib/realtime-store';
import { notificationsQueryKey, type NotificationsData } from '../api/get-notifications';

/** Spec document 1 section 9: notification toasts last 5 s. */
export const NOTIFICATION_TOAST_MS = 5_000;

/**
 * `notification:new` on /user (docs/decisions/009): the item is put first in the cached list,
 * the dot lights at once, a 5 s toast shows the title, and the list is read afresh (offset
 * paging moved by one). After a reconnect missed events are caught up the same way.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const onNew = (notification: NotificationPayload) => {
      queryClient.setQueryData<NotificationsData>(notificationsQueryKey, (old) => {
        if (!old || old.pages.length === 0) return old;
        if (old.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) {
          return old;
        }
        const unread = notification.is_read ? 0 : 1;
        return {
          ...old,
          pages: old.pages.map((page, index) => ({
            ...page,
            notifications: index === 0 ? [notification, ...page.notifications] : page.notifications,
            totalCount: page.totalCount + 1,
            unreadCount: page.unreadCount + unread,
          })),
        };
      });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      // A feature may already show this notification in its own words under the same toast id
      // (the 'Deposit Completed' toast): then it is not shown twice.
      const toastId = `notification-${notification.id}`;
      if (toast.getToasts().some((shown) => shown.id === toastId)) return;
      toast(notification.title, {
        id: toastId,
        description: notification.message,
        duration: NOTIFICATION_TOAST_MS,
      });
    };
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    socket.on('notification:new', onNew);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification:new', onNew);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);
}
