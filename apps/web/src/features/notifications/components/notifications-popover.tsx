import * as Popover from '@radix-ui/react-popover';
import type { Language, Notification } from '@tengu/shared';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { unreadCountOf, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatRelativeTime } from '../relative-time';
import { NotificationRowsSkeleton } from './notification-rows-skeleton';

export interface NotificationsPopoverProps {
  /** Closes the popover once an item's link is followed. */
  onNavigate: () => void;
}

/** A path of this site (`/history`, never `//host`) or an https URL (docs/decisions/009). */
function linkKind(link: string | null): 'internal' | 'external' | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return 'internal';
  return /^https:\/\//i.test(link) ? 'external' : null;
}

/**
 * The popover's body (spec document 1 sections 2, 4, 8): 'Mark all read', the list newest
 * first with 'New' on unread items, 'Load more (N remaining)', the empty text, skeleton rows
 * while loading and 'Failed to load notifications' with Retry.
 */
export default function NotificationsPopover({ onNavigate }: NotificationsPopoverProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const items = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const lastPage = query.data?.pages.at(-1);
  const remaining = Math.max(0, (lastPage?.totalCount ?? 0) - items.length);
  const unreadCount = unreadCountOf(query.data);

  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    const kind = linkKind(notification.link);
    if (!notification.link || !kind) return;
    onNavigate();
    if (kind === 'internal') void navigate(localize(notification.link));
    else window.open(notification.link, '_blank', 'noopener,noreferrer');
  };

  const loadMore = () => {
    query.fetchNextPage().then(
      (result) => {
        if (result.isFetchNextPageError) toast.error(t('notifications.fetchFailed'));
      },
      () => toast.error(t('notifications.fetchFailed')),
    );
  };

  let body;
  if (query.isPending) {
    body = <NotificationRowsSkeleton />;
  } else if (query.isError && items.length === 0) {
    body = (
      <div data-testid="notifications-error" className="space-y-3 p-6 text-center">
        <p className="text-sm text-fog">{t('notifications.loadFailed')}</p>
        <Button
          size="sm"
          variant="secondary"
          data-testid="notifications-retry"
          onClick={() => void query.refetch()}
        >
          {t('notifications.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p data-testid="notifications-empty" className="p-6 text-center text-sm text-fog">
        {t('notifications.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="space-y-1.5 p-2">
        {items.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              data-testid="notification-item"
              data-read={notification.is_read}
              onClick={() => open(notification)}
              className={cn(
                'block w-full cursor-pointer rounded-md px-3 py-2.5 text-start transition-colors',
                notification.is_read
                  ? 'bg-ink-900/60 hover:bg-ink-700'
                  : 'bg-ink-900 hover:bg-ink-700',
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span
                  data-testid="notification-title"
                  className={cn(
                    'min-w-0 font-semibold break-words',
                    notification.is_read ? 'text-fog' : 'text-white',
                  )}
                >
                  {notification.title}
                </span>
                {!notification.is_read && (
                  <span
                    data-testid="notification-new"
                    className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[10px] leading-4 font-bold text-white uppercase"
                  >
                    {t('notifications.new')}
                  </span>
                )}
              </span>
              <span className="mt-0.5 block text-xs break-words text-fog">
                {notification.message}
              </span>
              <time
                dateTime={notification.created_at}
                className="mt-1 block text-[11px] text-ink-500"
              >
                {formatRelativeTime(notification.created_at, language)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-ink-600 px-4 py-3">
        <h2 className="text-sm font-bold text-white">{t('notifications.title')}</h2>
        <button
          type="button"
          data-testid="notifications-mark-all"
          disabled={unreadCount === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
          className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-fog transition-colors hover:bg-ink-700 hover:text-white disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent"
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('notifications.markAllRead')}
        </button>
      </div>
      <div data-testid="notifications-list" className="min-h-0 flex-1 overflow-y-auto">
        {body}
        {query.hasNextPage && remaining > 0 && (
          <div className="px-2 pb-2">
            <Button
              variant="secondary"
              size="sm"
              className="w-full"
              data-testid="notifications-load-more"
              disabled={query.isFetchingNextPage}
              onClick={loadMore}
            >
              {query.isFetchingNextPage ? (
                <Spinner className="size-4" label={t('common.loading')} />
              ) : (
                t('notifications.loadMore', { remaining })
              )}
            </Button>
          </div>
        )}
      </div>
      <Popover.Close className="sr-only">{t('notifications.close')}</Popover.Close>
    </>
  );
}
