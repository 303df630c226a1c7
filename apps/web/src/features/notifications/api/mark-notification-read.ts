import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadResponse } from '@tengu/shared';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import {
  notificationsQueryKey,
  updateNotificationsData,
  type NotificationsData,
} from './get-notifications';

/** PUT /api/notifications/:id/read → the unread count afterwards. */
export function markNotificationRead(id: string): Promise<NotificationsReadResponse> {
  return api.put<NotificationsReadResponse>(`/notifications/${encodeURIComponent(id)}/read`);
}

/** Optimistic: the item reads as read and the dot updates at once; a failure restores both. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationsData>(notificationsQueryKey);
      const wasUnread = previous?.pages.some((page) =>
        page.notifications.some((item) => item.id === id && !item.is_read),
      );
      queryClient.setQueryData<NotificationsData>(notificationsQueryKey, (old) =>
        updateNotificationsData(
          old,
          (item) => (item.id === id ? { ...item, is_read: true } : item),
          (count) => (wasUnread ? count - 1 : count),
        ),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(notificationsQueryKey, context?.previous);
      toast.error(t('notifications.markReadFailed'));
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<NotificationsData>(notificationsQueryKey, (old) =>
        updateNotificationsData(
          old,
          (item) => item,
          () => unreadCount,
        ),
      );
    },
  });
}
