import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  CalendarDays,
  CalendarRange,
  ChevronRight,
  Coins,
  DollarSign,
  Gauge,
  Percent,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-link';

type RowKey =
  | 'gold'
  | 'raffleTickets'
  | 'rakeback'
  | 'dailyDollars'
  | 'weeklyBonus'
  | 'monthlyBonus'
  | 'rakebackBoost';

/** The rows of spec document 1 section 2 (Rewards dropdown), in its order, with their pages. */
const ROWS: Array<{ key: RowKey; path: string; icon: LucideIcon }> = [
  { key: 'gold', path: '/dashboard', icon: Coins },
  { key: 'raffleTickets', path: '/raffle', icon: Ticket },
  { key: 'rakeback', path: '/rewards', icon: Percent },
  { key: 'dailyDollars', path: '/rewards', icon: DollarSign },
  { key: 'weeklyBonus', path: '/rewards', icon: CalendarDays },
  { key: 'monthlyBonus', path: '/rewards', icon: CalendarRange },
  { key: 'rakebackBoost', path: '/rewards', icon: Gauge },
];

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-fog outline-none data-[highlighted]:bg-ink-700 data-[highlighted]:text-white';

export default function RewardsMenuItems() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  return (
    <>
      <div className="border-b border-ink-700 px-3 pt-2 pb-3">
        <p className="text-sm font-semibold text-white">{t('rewardsMenu.title')}</p>
        <p className="mt-0.5 text-xs text-fog">{t('rewardsMenu.note')}</p>
      </div>
      <div className="py-1">
        {ROWS.map(({ key, path, icon: Icon }) => (
          <DropdownMenu.Item
            key={key}
            data-testid={`rewards-menu-${key}`}
            onSelect={() => void navigate(localize(path))}
            className={itemClass}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span className="flex-1 truncate">{t(`rewardsMenu.${key}`)}</span>
            <span className="rounded bg-ink-700 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-fog uppercase">
              {t('rewardsMenu.soon')}
            </span>
          </DropdownMenu.Item>
        ))}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
      <DropdownMenu.Item
        data-testid="rewards-menu-go"
        onSelect={() => void navigate(localize('/rewards'))}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-semibold text-white outline-none data-[highlighted]:bg-accent-hover"
      >
        {t('rewardsMenu.goToRewards')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </DropdownMenu.Item>
    </>
  );
}
