import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventList } from '../components/event-list';
import { MyBets } from '../components/my-bets';
import { SportIcon } from '../components/sport-icon';
import { SportsTabBar } from '../components/sports-tab-bar';
import { SPORTS_TAB_PARAM } from '../model/sports-paths';
import { isSportTab, sportsTabOf, type SportsTab } from '../model/sports-tabs';
import { SportCompetitions } from './sport-page';

/** `/sports/home?tab=`: Live now, Upcoming, a sport, or My bets (spec document 1 section 2). */
export function SportsHomePage() {
  const { t } = useTranslation('sportsbook');
  const [params, setParams] = useSearchParams();
  const tab = sportsTabOf(params.get(SPORTS_TAB_PARAM));
  useEffect(() => {
    document.title = `${t('title')} · Tengu`;
  }, [t]);
  const select = (next: SportsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SPORTS_TAB_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div data-testid="sports-home" data-tab={tab} className="space-y-5">
      <header className="flex items-center gap-3">
        <Trophy aria-hidden="true" className="size-6 text-accent" />
        <h1 className="text-2xl font-bold">{t('title')}</h1>
      </header>
      <SportsTabBar tab={tab} onChange={select} />
      <div role="tabpanel" className="space-y-4">
        {tab === 'live' && <EventList query={{ status: 'live' }} emptyText={t('list.emptyLive')} />}
        {tab === 'upcoming' && (
          <EventList
            query={{ status: 'upcoming', limit: 50 }}
            emptyText={t('list.emptyUpcoming')}
          />
        )}
        {isSportTab(tab) && (
          <>
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <SportIcon sport={tab} className="size-5 text-accent" />
              {t(`sports.${tab}`)}
            </h2>
            <SportCompetitions sport={tab} />
            <EventList query={{ sport: tab }} emptyText={t('list.emptySport')} />
          </>
        )}
        {tab === 'my-bets' && <MyBets />}
      </div>
    </div>
  );
}
