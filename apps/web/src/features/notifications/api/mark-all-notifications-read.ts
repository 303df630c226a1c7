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

/** PUT /api/notifications/read-all → the unread count afterwards (0 unless one just arrived). */
export function markAllNotificationsRead(): Promise<NotificationsReadResponse> {
  return api.put<NotificationsReadResponse>('/notifications/read-all');
}

/** Optimistic like marking one: everything reads as read at once; a failure restores it. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationsData>(notificationsQueryKey);
      queryClient.setQueryData<NotificationsData>(notificationsQueryKey, (old) =>
        updateNotificationsData(
          old,
          (item) => ({ ...item, is_read: true }),
          () => 0,
        ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(notificationsQueryKey, context?.previous);
      toast.error(t('notifications.markAllReadFailed'));
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<NotificationsData>(notificationsQueryKey, (old) =>
        updateNotificationsData(
          old,
          (item) => item,
          () => unreadCount,
        ),
      );
      // One may have arrived meanwhile: read the list afresh.
      if (unreadCount > 0) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
