import type { SbEventSummary } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** "Today 19:30", "Tomorrow 12:00" or a date, in the player's language. */
export function useKickOffText(): (iso: string) => string {
  const { t } = useTranslation('sportsbook');
  const language = currentLanguage();
  return (iso) => {
    const date = new Date(iso);
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
    const days = Math.round((startOfDay(date) - startOfDay(new Date())) / 86_400_000);
    if (days === 0) return t('list.today', { time });
    if (days === 1) return t('list.tomorrow', { time });
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  };
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Live: a pulsing dot, the period and the minute; otherwise the kick-off or the final status. */
export function EventClock({
  event,
  className,
}: {
  event: Pick<SbEventSummary, 'status' | 'clock' | 'sport' | 'startsAt'>;
  className?: string;
}) {
  const { t } = useTranslation('sportsbook');
  const kickOff = useKickOffText();
  if (event.status === 'live') {
    const clock = event.clock;
    const minute = clock ? Math.floor(clock.elapsedSeconds / 60) : 0;
    const period = clock && clock.period > 0 ? t(`period.${event.sport}`, { n: clock.period }) : '';
    const paused = clock && !clock.isRunning && event.sport !== 'tennis';
    return (
      <span
        data-testid="event-clock"
        className={cn('inline-flex items-center gap-1.5 font-semibold text-emerald-300', className)}
      >
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-400" />
        {t('status.live')}
        {period && <span className="text-fog">· {period}</span>}
        {event.sport !== 'tennis' && clock && (
          <span className="tabular-nums text-white" dir="ltr">
            {paused ? t('status.halfTime') : `${minute}'`}
          </span>
        )}
      </span>
    );
  }
  if (event.status === 'pre_match') {
    return <span className={cn('text-fog', className)}>{kickOff(event.startsAt)}</span>;
  }
  return <span className={cn('text-fog', className)}>{t(`status.${event.status}`)}</span>;
}
