import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_GAME_NAMES, type BetGame } from '@tengu/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useMyBets } from '../api/get-bets';
import { useRecentBets } from '../api/get-recent-bets';
import { mergeFeed, useLiveFeed, useLiveFeedStore } from '../live-feed';
import { BetsTable, toBetRow, type BetRow } from './bets-table';

type Tab = 'mine' | 'all' | 'high';

const TAB =
  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-fog data-[state=active]:bg-ink-600 data-[state=active]:text-white';

/**
 * My Bets / All Bets / High Rollers under a game (issue 5), or of every game on the home page
 * (no `game`). All Bets and High Rollers show the latest bets on arrival (issue 14), then what
 * the socket brings. `onPlayer`: a player's name opens their profile (page-composed).
 */
export function LiveBets({
  game,
  onPlayer,
}: {
  game?: BetGame;
  onPlayer?: (username: string) => void;
}) {
  const { t, i18n } = useTranslation('games');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [tab, setTab] = useState<Tab>(isLoggedIn ? 'mine' : 'all');
  const hasSocket = useLiveFeed();
  const recentAll = useRecentBets('all', hasSocket);
  const recentHigh = useRecentBets('high-rollers', hasSocket);
  const liveAll = useLiveFeedStore((s) => s.all);
  const liveHigh = useLiveFeedStore((s) => s.high);
  const all = mergeFeed(liveAll, recentAll.data?.bets);
  const high = mergeFeed(liveHigh, recentHigh.data?.bets);
  const toRow = (b: (typeof all)[number]): BetRow => ({
    ...b,
    // Games without a translated name show their product name ("Tengu Towers"), never the slug.
    // A provider round names its own game ("Koi Fortune").
    game:
      b.game_name ?? t(`names.${b.game as BetGame}`, BET_GAME_NAMES[b.game as BetGame] ?? b.game),
  });
  const active = !isLoggedIn && tab === 'mine' ? 'all' : tab;
  return (
    <section className="rounded-[var(--radius-card)] bg-ink-900 p-3" data-testid="live-bets">
      <Tabs.Root value={active} onValueChange={(v) => setTab(v as Tab)} dir={i18n.dir()}>
        <Tabs.List className="mb-2 flex gap-1 overflow-x-auto">
          {isLoggedIn && (
            <Tabs.Trigger value="mine" className={TAB} data-testid="live-tab-mine">
              {t('tables.myBets')}
            </Tabs.Trigger>
          )}
          <Tabs.Trigger value="all" className={TAB} data-testid="live-tab-all">
            {t('tables.allBets')}
          </Tabs.Trigger>
          <Tabs.Trigger value="high" className={TAB} data-testid="live-tab-high">
            {t('tables.highRollers')}
          </Tabs.Trigger>
        </Tabs.List>
        {isLoggedIn && (
          <Tabs.Content value="mine">
            <MyBets game={game} />
          </Tabs.Content>
        )}
        <Tabs.Content value="all">
          <FeedTable
            rows={all.map(toRow)}
            testId="all-bets"
            onPlayer={onPlayer}
            isPending={recentAll.isPending}
            isError={recentAll.isError}
          />
        </Tabs.Content>
        <Tabs.Content value="high">
          <FeedTable
            rows={high.map(toRow)}
            testId="high-rollers"
            onPlayer={onPlayer}
            isPending={recentHigh.isPending}
            isError={recentHigh.isError}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function MyBets({ game }: { game?: BetGame | undefined }) {
  const { t } = useTranslation('games');
  const { data, isPending, isError } = useMyBets(game);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="p-4 text-center text-sm text-fog">{t('history.error')}</p>;
  const rows = (data.pages[0]?.bets ?? []).slice(0, 10).map(toBetRow);
  return <FeedTable rows={rows} testId="my-bets" />;
}

function FeedTable({
  rows,
  testId,
  onPlayer,
  isPending = false,
  isError = false,
}: {
  rows: BetRow[];
  testId: string;
  onPlayer?: ((username: string) => void) | undefined;
  /** The latest bets are still loading (nothing arrived live yet either). */
  isPending?: boolean;
  isError?: boolean;
}) {
  const { t } = useTranslation('games');
  if (rows.length === 0 && isPending)
    return <Skeleton className="h-40 w-full" data-testid={`${testId}-loading`} />;
  if (rows.length === 0 && isError)
    return (
      <p data-testid={`${testId}-error`} className="p-6 text-center text-sm text-fog">
        {t('tables.error')}
      </p>
    );
  if (rows.length === 0)
    return (
      <p data-testid={`${testId}-empty`} className="p-6 text-center text-sm text-fog">
        {t('tables.empty')}
      </p>
    );
  return <BetsTable rows={rows} testId={testId} onPlayer={onPlayer} />;
}
