import type { SbEventDetail } from '@tengu/shared';
import { SearchX, Store } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useEvent } from '../api/get-event';
import { EventClock } from '../components/event-clock';
import { MarketCard } from '../components/market-card';
import { SportIcon } from '../components/sport-icon';
import { EmptyPanel, ErrorPanel } from '../components/state-panels';
import { groupMarkets } from '../model/market-names';
import { competitionPath } from '../model/sports-paths';
import { BackLink } from './sport-page';

/** The scoreboard: competition, teams, score, per-period scores, clock and status. */
function Scoreboard({ event }: { event: SbEventDetail }) {
  const { t } = useTranslation('sportsbook');
  return (
    <header
      data-testid="event-scoreboard"
      data-status={event.status}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-gradient-to-br from-ink-700/60 to-ink-800 p-4"
    >
      <p className="mb-3 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-fog">
        <SportIcon sport={event.sport} className="size-3.5" />
        {event.competition.name}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 text-center">
        <h1 className="text-base font-bold xs:text-lg">{event.home}</h1>
        <div className="min-w-20">
          {event.score ? (
            <p
              data-testid="event-score"
              aria-label={t('event.score')}
              className="text-3xl font-black tabular-nums"
              dir="ltr"
            >
              {event.score.home} : {event.score.away}
            </p>
          ) : (
            <p className="text-xl font-black text-fog">–</p>
          )}
        </div>
        <h1 className="text-base font-bold xs:text-lg">{event.away}</h1>
      </div>
      <div className="mt-2 flex flex-col items-center gap-1 text-sm">
        <EventClock event={event} />
        {event.periods.length > 0 && (
          <p className="flex gap-2 text-xs tabular-nums text-fog" dir="ltr">
            {event.periods.map(([home, away], i) => (
              <span key={i} className="rounded bg-ink-900 px-1.5 py-0.5">
                {home}-{away}
              </span>
            ))}
          </p>
        )}
      </div>
    </header>
  );
}

/** `/sports/event/:id`: the match with all its markets, grouped, live. */
export function EventPage() {
  const { t } = useTranslation('sportsbook');
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error, refetch } = useEvent(id);
  useEffect(() => {
    if (event) document.title = `${event.home} – ${event.away} · Tengu`;
  }, [event]);

  if (isPending) {
    return (
      <div className="space-y-4" data-testid="event-page-loading">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyPanel icon={SearchX} text={t('event.notFound')} />;
    }
    return <ErrorPanel text={t('list.loadError')} onRetry={() => void refetch()} />;
  }
  const groups = groupMarkets(event.markets);
  return (
    <div data-testid="event-page" data-event-id={event.id} className="space-y-5">
      <BackLink
        to={competitionPath(event.sport, event.competition.id)}
        label={event.competition.name}
      />
      <Scoreboard event={event} />
      {groups.length === 0 ? (
        <EmptyPanel icon={Store} text={t('event.noMarkets')} />
      ) : (
        groups.map(([group, markets]) => (
          <section key={group} className="space-y-2" data-testid={`market-group-${group}`}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-fog">
              {t(`event.groups.${group}`)}
            </h2>
            <div className="grid gap-2 lg:grid-cols-2">
              {markets.map((market) => (
                <MarketCard key={market.id} event={event} market={market} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
