import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountOf, useNotifications } from '../api/get-notifications';
import { NotificationRowsSkeleton } from './notification-rows-skeleton';

// The list loads on first open, keeping it out of the first page's JavaScript.
const NotificationsPopover = lazy(() => import('./notifications-popover'));

/**
 * The header's bell with its unread dot (spec document 1 section 2) and the notifications
 * popover: 375 × 500 px at most, the full width less margins on phones (section 9).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const { data } = useNotifications();
  const unreadCount = unreadCountOf(data);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        data-testid="notification-bell"
        aria-label={t('notifications.title')}
        data-unread={unreadCount}
        className="relative flex size-10 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors hover:bg-ink-700 hover:text-white data-[state=open]:bg-ink-700 data-[state=open]:text-white"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 && (
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute end-2.5 top-2.5 size-2 rounded-full bg-accent ring-2 ring-ink-800"
          />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          dir={i18n.dir()}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          data-testid="notifications-popover"
          className="z-50 flex max-h-[min(500px,calc(100dvh-84px))] w-[min(375px,calc(100vw-24px))] flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 shadow-2xl"
        >
          <Suspense fallback={<NotificationRowsSkeleton />}>
            <NotificationsPopover onNavigate={() => setIsOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
