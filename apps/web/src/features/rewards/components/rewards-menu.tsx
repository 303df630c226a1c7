import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Gift } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useRewardEvents } from '../hooks/use-reward-events';

// The menu's rows and strings load on first open, keeping them out of the first page.
const RewardsMenuItems = lazy(() => import('./rewards-menu-items'));

/**
 * The header's rewards gift dropdown (spec document 1 section 2, Header: Gold balance, raffle
 * tickets, rakeback claim, Daily Dollars, Weekly and Monthly Bonus, rakeback boost, 'Go to
 * Rewards'). Each row leads to its page; the rewards economy that fills them in is a later issue.
 */
export function RewardsMenu() {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  // The menu is in the header of every signed-in page: the rewards caches stay live from here.
  useRewardEvents();
  return (
    <DropdownMenu.Root dir={i18n.dir()} open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenu.Trigger
        data-testid="rewards-menu-trigger"
        aria-label={t('nav.rewards')}
        title={t('nav.rewards')}
        className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors outline-none hover:bg-ink-700 hover:text-white data-[state=open]:bg-ink-700 data-[state=open]:text-white"
      >
        <Gift aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="rewards-menu"
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-1.5 shadow-2xl"
        >
          <Suspense
            fallback={
              <div className="space-y-2 p-2" data-testid="rewards-menu-loading">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-9 w-full" />
                ))}
              </div>
            }
          >
            <RewardsMenuItems />
          </Suspense>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
