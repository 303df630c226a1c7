import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import type { CalendarDayGroup } from '../calendar-groups';
import { useRewardClaims } from '../hooks/use-reward-claims';
import { formatCalendarDay } from '../reward-dates';

/** One calendar day's rewards: message, value, a level-up mark, and Claim once unlocked. */
export function CalendarDayItems({ day }: { day: CalendarDayGroup }) {
  const { t } = useTranslation('rewards');
  const language = currentLanguage();
  const claims = useRewardClaims();
  return (
    <section className="mt-4" data-testid="calendar-day-items">
      <h3 className="mb-2 text-sm font-semibold">{formatCalendarDay(day.date, language)}</h3>
      {day.items.length === 0 ? (
        <p className="rounded-md bg-ink-900/60 px-3 py-3 text-center text-sm text-fog">
          {t('calendar.empty')}
        </p>
      ) : (
        <ul className="space-y-1.5">
          {day.items.map((item) => (
            <li
              key={item.id}
              data-testid="calendar-item"
              data-level-up={item.isLevelUp}
              className="flex items-center gap-2 rounded-md bg-ink-900/60 px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm">
                  {item.isLevelUp && (
                    <span className="me-1.5 rounded bg-gold/20 px-1.5 py-0.5 text-[10px] font-bold text-gold uppercase">
                      {t('calendar.levelUp')}
                    </span>
                  )}
                  {item.message}
                </p>
                <p className="text-xs font-semibold text-emerald-400 tabular-nums" dir="ltr">
                  {formatUsd(item.value, language)}
                </p>
              </div>
              {item.claimable ? (
                <Button
                  size="sm"
                  data-testid="calendar-item-claim"
                  disabled={claims.calendarItem.pendingId === item.id}
                  onClick={() => claims.calendarItem.claim(item.id)}
                >
                  {t('claim')}
                </Button>
              ) : (
                <span className="text-xs text-fog">{t('calendar.locked')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
