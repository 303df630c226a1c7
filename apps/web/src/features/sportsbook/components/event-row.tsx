import type { SbEventSummary } from '@tengu/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/lib/localized-link';
import { useSbT } from '../hooks/use-sb-t';
import { outcomeCode, outcomeLabel } from '../model/market-names';
import { EventClock } from './event-clock';
import { OddsButton } from './odds-button';
import { eventPath } from '../model/sports-paths';

/** One match in a list: teams, clock or kick-off, live score and the main market's prices. */
export function EventRow({ event }: { event: SbEventSummary }) {
  const { t } = useTranslation('sportsbook');
  const sbT = useSbT();
  const market = event.mainMarket;
  const more = Math.max(0, event.marketCount - (market ? 1 : 0));
  return (
    <li
      data-testid="event-row"
      data-event-id={event.id}
      className="grid gap-3 px-3 py-3 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-center"
    >
      <LocalizedLink to={eventPath(event.id)} className="group min-w-0 space-y-1">
        <EventClock event={event} className="text-xs" />
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 text-sm font-semibold">
          <span className="truncate group-hover:text-white">{event.home}</span>
          <span className="tabular-nums" dir="ltr">
            {event.score?.home ?? ''}
          </span>
          <span className="truncate group-hover:text-white">{event.away}</span>
          <span className="tabular-nums" dir="ltr">
            {event.score?.away ?? ''}
          </span>
        </div>
        {more > 0 && (
          <span className="inline-flex items-center gap-0.5 text-xs text-fog group-hover:text-white">
            {t('list.moreMarkets', { count: more })}
            <ChevronRight aria-hidden="true" className="size-3 rtl:-scale-x-100" />
          </span>
        )}
      </LocalizedLink>
      {market ? (
        <div
          className="grid gap-1.5"
          style={{ gridTemplateColumns: `repeat(${market.outcomes.length}, minmax(0, 1fr))` }}
        >
          {market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.id}
              event={event}
              market={market}
              outcome={outcome}
              label={outcomeCode(outcome.id)}
              // The code above the price, so a long fractional price keeps its room.
              className="flex-col justify-center gap-0 text-xs"
              // The code is short; the full name is for screen readers and the tooltip.
              aria-label={outcomeLabel(sbT, market, outcome.id, event)}
            />
          ))}
        </div>
      ) : (
        <span className="text-sm text-fog">{t('event.noMarkets')}</span>
      )}
    </li>
  );
}
