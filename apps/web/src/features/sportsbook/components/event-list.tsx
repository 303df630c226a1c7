import type { SbEventsQuery, SbEventSummary } from '@tengu/shared';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/lib/localized-link';
import { useEvents } from '../api/get-events';
import { competitionPath } from '../model/sports-paths';
import { EventRow } from './event-row';
import { SportIcon } from './sport-icon';
import { EmptyPanel, ErrorPanel, ListSkeleton } from './state-panels';

/** Events grouped by competition, in the order the API lists them (live first, then by start). */
function byCompetition(events: readonly SbEventSummary[]) {
  const groups = new Map<string, SbEventSummary[]>();
  for (const event of events) {
    groups.set(event.competition.id, [...(groups.get(event.competition.id) ?? []), event]);
  }
  return [...groups.values()];
}

/** A list of matches from GET /api/sports/events, with skeleton, error and empty states. */
export function EventList({ query, emptyText }: { query: SbEventsQuery; emptyText: string }) {
  const { t } = useTranslation('sportsbook');
  const { data, isPending, isError, refetch } = useEvents(query);
  if (isPending) return <ListSkeleton />;
  if (isError) return <ErrorPanel text={t('list.loadError')} onRetry={() => void refetch()} />;
  if (data.events.length === 0) return <EmptyPanel icon={CalendarClock} text={emptyText} />;
  return (
    <div className="space-y-4" data-testid="event-list">
      {byCompetition(data.events).map((events) => {
        const competition = events[0]!.competition;
        return (
          <section
            key={competition.id}
            className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-800"
          >
            <h3 className="flex items-center gap-2 border-b border-ink-700 bg-ink-700/40 px-3 py-2 text-xs font-bold uppercase tracking-wide text-fog">
              <SportIcon sport={competition.sport} className="size-3.5" />
              <LocalizedLink
                to={competitionPath(competition.sport, competition.id)}
                className="truncate hover:text-white"
              >
                {competition.name}
              </LocalizedLink>
            </h3>
            <ul className="divide-y divide-ink-700">
              {events.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
