import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { RewardInfo } from '@tengu/shared';
import { CalendarClock, ChevronRight, Coins, Gift, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBetAmount, formatTicketCount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/localized-link';
import { useRewardInfo } from '../api/get-reward-info';
import { useRewardClaims } from '../hooks/use-reward-claims';
import { openRewardCalendar } from '../reward-modal-store';
import { BoostRow } from './boost-row';
import { ClaimRows } from './claim-rows';

const linkClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 outline-none data-[highlighted]:bg-ink-700';

function LinkRow({
  testId,
  icon: Icon,
  label,
  value,
  path,
}: {
  testId: string;
  icon: typeof Coins;
  label: string;
  value: string;
  path: string;
}) {
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  return (
    <DropdownMenu.Item
      data-testid={testId}
      onSelect={() => void navigate(localize(path))}
      className={linkClass}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-gold" />
      <span className="min-w-0 flex-1 truncate text-sm text-fog">{label}</span>
      <span className="shrink-0 text-sm font-semibold text-white tabular-nums" dir="ltr">
        {value}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-fog rtl:rotate-180" />
    </DropdownMenu.Item>
  );
}

interface GiftsEntry {
  onOpenGifts: () => void;
  /** Gifts not claimed yet. */
  giftCount: number;
}

function Body({ info, onOpenGifts, giftCount }: { info: RewardInfo } & GiftsEntry) {
  const { t } = useTranslation('rewards');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const claims = useRewardClaims();
  const { balances } = info;
  const tickets = balances.raffle_tickets_with_gold + balances.raffle_tickets_with_wagering;
  return (
    <>
      <div className="pb-1">
        <LinkRow
          testId="rewards-menu-gold"
          icon={Coins}
          label={t('menu.gold')}
          value={formatBetAmount(balances.token_balance, language)}
          path="/dashboard"
        />
        <LinkRow
          testId="rewards-menu-raffleTickets"
          icon={Ticket}
          label={t('menu.raffleTickets')}
          value={formatTicketCount(tickets, language)}
          path="/raffle"
        />
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
      <ClaimRows info={info} claims={claims} />
      <BoostRow boost={info.boost} claims={claims} />
      <DropdownMenu.Item
        data-testid="rewards-menu-calendar"
        onSelect={openRewardCalendar}
        className={linkClass}
      >
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-fog" />
        <span className="min-w-0 flex-1 truncate text-sm text-fog">{t('calendar.title')}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-fog rtl:rotate-180" />
      </DropdownMenu.Item>
      <DropdownMenu.Item
        data-testid="rewards-menu-gifts"
        onSelect={onOpenGifts}
        className={linkClass}
      >
        <Gift aria-hidden="true" className="size-4 shrink-0 text-fog" />
        <span className="min-w-0 flex-1 truncate text-sm text-fog">{tCommon('nav.gifts')}</span>
        {giftCount > 0 && (
          <span
            data-testid="rewards-menu-gift-count"
            className="rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-white tabular-nums"
          >
            {giftCount}
          </span>
        )}
        <ChevronRight aria-hidden="true" className="size-4 text-fog rtl:rotate-180" />
      </DropdownMenu.Item>
    </>
  );
}

/** The dropdown's content (spec document 1 section 2, Rewards dropdown), loaded on first open. */
export default function RewardsMenuItems({ onOpenGifts, giftCount }: GiftsEntry) {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const { data, isPending, isError, refetch } = useRewardInfo();
  return (
    <>
      <p className="px-3 pt-2 pb-1 text-sm font-semibold text-white">{t('title')}</p>
      {isPending ? (
        <div className="space-y-2 p-2" data-testid="rewards-menu-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : isError ? (
        <div data-testid="rewards-menu-error" className="space-y-2 p-3 text-center">
          <p className="text-sm text-fog">{t('loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Body info={data} onOpenGifts={onOpenGifts} giftCount={giftCount} />
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
      <DropdownMenu.Item
        data-testid="rewards-menu-go"
        onSelect={() => void navigate(localize('/rewards'))}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-semibold text-white outline-none data-[highlighted]:bg-accent-hover"
      >
        {t('menu.goToRewards')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </DropdownMenu.Item>
    </>
  );
}
