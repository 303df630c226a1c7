import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendar } from '@/features/rewards/api/get-calendar';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { cn } from '@/lib/cn';
import { LoadError } from '../shared/load-error';
import { useIntlLocale } from '../shared/use-money';
import { calendarDays } from './calendar-days';
import { CalendarItemRow } from './calendar-item-row';

// Phones list only the days that hold something; wider screens show the whole 28-day grid.
const GRID = 'grid gap-2 md:grid-cols-4 xl:grid-cols-7';

/**
 * The Pending Rewards calendar inline on /rewards (document 2 sections 2–4): 28 days from today
 * (UTC), items unlock on their date, a claim removes the item.
 */
export function PendingCalendar() {
  const { t } = useTranslation('reward-pages');
  const locale = useIntlLocale();
  const query = useCalendar();
  const { calendarItem: claim } = useRewardClaims();
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  let body;
  if (query.isPending) {
    body = (
      <div data-testid="rewards-calendar-loading" className={GRID}>
        {Array.from({ length: 14 }, (_, i) => (
          <Skeleton key={i} className={cn('h-24', i > 2 && 'hidden md:block')} />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <LoadError testId="rewards-calendar-error" onRetry={() => void query.refetch()} />;
  } else {
    const days = calendarDays(query.data);
    const isEmpty = days.every((day) => day.items.length === 0);
    body = (
      <>
        {isEmpty && (
          <p data-testid="rewards-calendar-empty" className="mb-3 text-sm text-fog">
            {t('rewards.calendar.empty')}
          </p>
        )}
        <ol className={GRID}>
          {days.map((day, index) => {
            const at = new Date(`${day.date}T00:00:00Z`);
            return (
              <li
                key={day.date}
                data-testid="rewards-calendar-day"
                data-date={day.date}
                className={cn(
                  'min-h-24 rounded-[var(--radius-control)] border p-2',
                  index === 0 ? 'border-accent/50 bg-accent/5' : 'border-ink-700 bg-ink-900/40',
                  day.items.length === 0 && 'hidden md:block',
                )}
              >
                <p className="mb-1.5 flex items-baseline justify-between gap-1 text-xs">
                  <span className="font-bold">
                    {index === 0 ? t('rewards.calendar.today') : weekday.format(at)}
                  </span>
                  <span className="text-fog">{dayMonth.format(at)}</span>
                </p>
                {day.items.length > 0 ? (
                  <ul className="space-y-1.5">
                    {day.items.map((item) => (
                      <CalendarItemRow
                        key={item.id}
                        item={item}
                        isClaiming={claim.pendingId === item.id}
                        onClaim={claim.claim}
                      />
                    ))}
                  </ul>
                ) : (
                  <p aria-hidden="true" className="text-center text-xs text-ink-500">
                    {t('rewards.calendar.emptyDay')}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <section
      data-testid="rewards-calendar"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5"
    >
      <header className="mb-4 flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <h2 className="font-bold">{t('rewards.calendar.title')}</h2>
          <p className="text-xs text-fog">{t('rewards.calendar.subtitle')}</p>
        </div>
      </header>
      {body}
    </section>
  );
}
