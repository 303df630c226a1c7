import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Gift } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { loadNamespaces } from '@/lib/i18n';
import { useGifts } from '../api/get-gifts';
import { useRewardEvents } from '../hooks/use-reward-events';
import { useRewardsMenuStore } from '../rewards-menu-store';
import { RewardModalsHost } from './reward-modals-host';

// The menu's rows and strings load on first open, keeping them out of the first page.
const RewardsMenuItems = lazy(async () => {
  const [module] = await Promise.all([import('./rewards-menu-items'), loadNamespaces('rewards')]);
  return module;
});

/**
 * The header's rewards gift dropdown (spec document 1 section 2, Header: Gold balance, raffle
 * tickets, rakeback claim, Daily Dollars, Weekly and Monthly Bonus, rakeback boost, 'Go to
 * Rewards'), and the way to the Gifts sidebar at every width. Opens from its button or with F1;
 * mounted only for signed-in players. A dot on the button says a gift is unread (the gift flag of
 * section 4 is false).
 */
export function RewardsMenu({ onOpenGifts }: { onOpenGifts: () => void }) {
  const { t, i18n } = useTranslation();
  const isOpen = useRewardsMenuStore((s) => s.isOpen);
  const setOpen = useRewardsMenuStore((s) => s.setOpen);
  // The menu is in the header of every signed-in page: the rewards caches stay live from here.
  useRewardEvents();
  const giftsQuery = useGifts();
  const { refetch: refetchGifts } = giftsQuery;
  const gifts = giftsQuery.data?.gifts ?? [];
  // Opening the menu asks again, in case a live update was missed (a socket reconnecting).
  useEffect(() => {
    if (isOpen) void refetchGifts();
  }, [isOpen, refetchGifts]);
  const hasUnreadGift = gifts.some((gift) => !gift.read);
  const openGifts = gifts.filter((gift) => !gift.claimed).length;
  return (
    <>
      <DropdownMenu.Root dir={i18n.dir()} open={isOpen} onOpenChange={setOpen}>
        <DropdownMenu.Trigger
          data-testid="rewards-menu-trigger"
          aria-label={t('nav.rewards')}
          title={t('nav.rewards')}
          className="relative flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors outline-none hover:bg-ink-700 hover:text-white data-[state=open]:bg-ink-700 data-[state=open]:text-white"
        >
          <Gift aria-hidden="true" className="size-5" />
          {hasUnreadGift && (
            <span
              data-testid="rewards-gift-dot"
              aria-hidden="true"
              className="absolute end-2 top-2 size-2 rounded-full bg-accent ring-2 ring-ink-800"
            />
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            data-testid="rewards-menu"
            className="z-50 max-h-[calc(100dvh-76px)] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-1.5 shadow-2xl"
          >
            <Suspense
              fallback={
                <div className="space-y-2 p-2" data-testid="rewards-menu-loading">
                  {Array.from({ length: 6 }, (_, i) => (
                    <Skeleton key={i} className="h-10 w-full" />
                  ))}
                </div>
              }
            >
              <RewardsMenuItems onOpenGifts={onOpenGifts} giftCount={openGifts} />
            </Suspense>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <RewardModalsHost />
    </>
  );
}
