import { CalendarClock, Radio, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSportsOverview } from '../api/get-sports';
import { isSportTab, SPORTS_TABS, type SportsTab } from '../model/sports-tabs';
import { SportIcon } from './sport-icon';

const ICONS: Partial<Record<SportsTab, LucideIcon>> = {
  live: Radio,
  upcoming: CalendarClock,
  'my-bets': Ticket,
};

/** Live now, Upcoming, one tab per sport and My bets; live counts from GET /api/sports. */
export function SportsTabBar({
  tab,
  onChange,
}: {
  tab: SportsTab;
  onChange: (tab: SportsTab) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const { data } = useSportsOverview();
  const liveTotal = data?.sports.reduce((sum, s) => sum + s.liveCount, 0);
  const label = (key: SportsTab) => {
    if (key === 'live') return t('tabs.live');
    if (key === 'upcoming') return t('tabs.upcoming');
    if (key === 'my-bets') return t('tabs.myBets');
    return t(`sports.${key}`);
  };
  const count = (key: SportsTab) => {
    if (key === 'live') return liveTotal;
    if (!isSportTab(key)) return undefined;
    const sport = data?.sports.find((s) => s.id === key);
    return sport ? sport.liveCount + sport.upcomingCount : undefined;
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 xs:-mx-4 xs:px-4 md:mx-0 md:flex-wrap md:px-0"
    >
      {SPORTS_TABS.map((key) => {
        const Icon = ICONS[key];
        const isActive = key === tab;
        const n = count(key);
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={isActive}
            data-testid={`sports-tab-${key}`}
            onClick={() => onChange(key)}
            className={cn(
              'flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-bold ring-1 transition-colors',
              isActive
                ? 'bg-accent text-white ring-accent'
                : 'bg-ink-800 text-fog ring-ink-700 hover:text-white',
            )}
          >
            {Icon ? (
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-4',
                  key === 'live' && 'text-emerald-400',
                  isActive && 'text-white',
                )}
              />
            ) : (
              isSportTab(key) && <SportIcon sport={key} className="size-4" />
            )}
            {label(key)}
            {n !== undefined && n > 0 && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-[11px] tabular-nums',
                  isActive ? 'bg-white/20' : 'bg-ink-700',
                )}
              >
                {n}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
