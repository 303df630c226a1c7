import { CALENDAR_DAYS } from '@tengu/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useCalendar } from '../api/get-calendar';
import { calendarItemCount, groupCalendar } from '../calendar-groups';
import { formatCalendarDay } from '../reward-dates';
import { CalendarDayItems } from './calendar-day-items';

/**
 * The Pending Rewards calendar (document 2 sections 2 and 3): 28 days from today (UTC) as a
 * grid; a day with rewards shows how many (a level-up reward in gold); choosing a day lists its
 * rewards, each claimable once its date has come. A claim removes the item.
 */
export function CalendarModal({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation('rewards');
  const language = currentLanguage();
  const { data, isPending, isError, refetch } = useCalendar();
  const days = useMemo(() => (data ? groupCalendar(data, CALENDAR_DAYS) : []), [data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const firstWithItems = days.find((day) => day.items.length > 0)?.date;
  const selected = days.find((day) => day.date === (chosen ?? firstWithItems)) ?? days[0];

  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('calendar.title')}
      description={t('calendar.description')}
      closeLabel={t('close')}
      testId="calendar-modal"
      className="w-[min(calc(100vw-24px),480px)]"
    >
      {isPending ? (
        <div className="grid grid-cols-7 gap-1" data-testid="calendar-loading">
          {Array.from({ length: CALENDAR_DAYS }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <div data-testid="calendar-error" className="space-y-2 text-center">
          <p className="text-sm text-fog">{t('loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {calendarItemCount(data) === 0 && (
            <p data-testid="calendar-nothing" className="mb-3 text-sm text-fog">
              {t('calendar.nothing')}
            </p>
          )}
          <div className="grid grid-cols-7 gap-1" role="list" data-testid="calendar-grid">
            {days.map((day, index) => {
              const hasLevelUp = day.items.some((item) => item.isLevelUp);
              const isSelected = day.date === selected?.date;
              return (
                <button
                  key={day.date}
                  type="button"
                  role="listitem"
                  data-testid={`calendar-day-${day.date}`}
                  aria-pressed={isSelected}
                  aria-label={`${formatCalendarDay(day.date, language)}: ${day.items.length}`}
                  onClick={() => setChosen(day.date)}
                  className={cn(
                    'flex h-12 cursor-pointer flex-col items-center justify-center rounded-md border text-xs transition-colors',
                    isSelected
                      ? 'border-accent bg-accent/15 text-white'
                      : 'border-ink-700 bg-ink-900/60 text-fog hover:border-ink-500',
                  )}
                >
                  <span className="font-semibold tabular-nums">
                    {index === 0 ? t('calendar.today') : Number(day.date.slice(8))}
                  </span>
                  {day.items.length > 0 && (
                    <span
                      className={cn(
                        'mt-0.5 min-w-4 rounded-full px-1 text-[10px] font-bold text-ink-950',
                        hasLevelUp ? 'bg-gold' : 'bg-emerald-400',
                      )}
                    >
                      {day.items.length}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {selected && <CalendarDayItems day={selected} />}
        </>
      )}
    </Modal>
  );
}
