import { SPORT_IDS, type SportId } from '@tengu/shared';
import { ChevronLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalizedLink } from '@/lib/localized-link';
import { useSportsOverview } from '../api/get-sports';
import { EventList } from '../components/event-list';
import { SportIcon } from '../components/sport-icon';
import { EmptyPanel } from '../components/state-panels';
import { competitionPath, SPORTS_HOME } from '../model/sports-paths';

export function isSportId(value: string | undefined): value is SportId {
  return (SPORT_IDS as readonly string[]).includes(value ?? '');
}

/** A sport's competitions as chips, each with its number of matches. */
export function SportCompetitions({ sport, current }: { sport: SportId; current?: string }) {
  const { t } = useTranslation('sportsbook');
  const { data, isPending } = useSportsOverview();
  if (isPending) return <Skeleton className="h-9 w-full" />;
  const competitions = data?.sports.find((s) => s.id === sport)?.competitions ?? [];
  if (competitions.length === 0) return null;
  return (
    <nav aria-label={t('list.competitions')} className="flex flex-wrap gap-2">
      {competitions.map((c) => (
        <LocalizedLink
          key={c.id}
          to={competitionPath(sport, c.id)}
          aria-current={c.id === current ? 'page' : undefined}
          className="flex h-8 items-center gap-2 rounded-full bg-ink-800 px-3 text-xs font-semibold text-fog ring-1 ring-ink-700 hover:text-white aria-[current=page]:bg-ink-600 aria-[current=page]:text-white"
        >
          {c.name}
          <span className="tabular-nums text-ink-500">{c.eventCount}</span>
        </LocalizedLink>
      ))}
    </nav>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <LocalizedLink
      to={to}
      className="inline-flex items-center gap-1 text-sm text-fog hover:text-white"
    >
      <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {label}
    </LocalizedLink>
  );
}

/** `/sports/:sport`: the sport's competitions and its matches, live first. */
export function SportPage() {
  const { t } = useTranslation('sportsbook');
  const { sport } = useParams();
  const name = isSportId(sport) ? t(`sports.${sport}`) : '';
  useEffect(() => {
    document.title = `${name} · Tengu`;
  }, [name]);
  if (!isSportId(sport)) return <EmptyPanel icon={SearchX} text={t('list.unknownSport')} />;
  return (
    <div data-testid="sport-page" className="space-y-5">
      <BackLink to={SPORTS_HOME} label={t('title')} />
      <h1 className="flex items-center gap-3 text-2xl font-bold">
        <SportIcon sport={sport} className="size-6 text-accent" />
        {name}
      </h1>
      <SportCompetitions sport={sport} />
      <EventList query={{ sport }} emptyText={t('list.emptySport')} />
    </div>
  );
}

/** `/sports/:sport/:competition`: one competition's matches. */
export function CompetitionPage() {
  const { t } = useTranslation('sportsbook');
  const { sport, competition = '' } = useParams();
  const { data } = useSportsOverview();
  const info = data?.sports
    .find((s) => s.id === sport)
    ?.competitions.find((c) => c.id === competition);
  useEffect(() => {
    if (info) document.title = `${info.name} · Tengu`;
  }, [info]);
  if (!isSportId(sport)) return <EmptyPanel icon={SearchX} text={t('list.unknownSport')} />;
  return (
    <div data-testid="competition-page" className="space-y-5">
      <BackLink to={`/sports/${sport}`} label={t(`sports.${sport}`)} />
      <h1 className="flex items-center gap-3 text-2xl font-bold">
        <SportIcon sport={sport} className="size-6 text-accent" />
        {info ? info.name : <Skeleton className="h-7 w-48" />}
      </h1>
      <SportCompetitions sport={sport} current={competition} />
      <EventList query={{ sport, competition }} emptyText={t('list.emptySport')} />
    </div>
  );
}
