import { Flame, SearchX, Sparkles, Tv, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGameList, type GameListFilter } from '../api/provider-games-api';
import { GameGrid } from '../components/game-grid';
import { ListHeader } from '../components/list-header';
import { ListMessage } from '../components/list-states';

export type GameListKind = 'slots' | 'liveCasino' | 'bonusBuys' | 'newReleases';

const PAGE_SIZE = 30;

const LISTS: Record<GameListKind, { filter: GameListFilter; icon: LucideIcon }> = {
  slots: { filter: { category: 'slots', size: PAGE_SIZE }, icon: Sparkles },
  liveCasino: { filter: { category: 'live', size: PAGE_SIZE }, icon: Tv },
  bonusBuys: { filter: { bonusBuy: true, size: PAGE_SIZE }, icon: Zap },
  newReleases: { filter: { sort: 'new', size: PAGE_SIZE }, icon: Flame },
};

/** /casino/slots, /casino/live-casino, /casino/bonus-buys, /casino/new-releases (issue 20). */
export function GameListPage({ kind }: { kind: GameListKind }) {
  const { t } = useTranslation('provider-games');
  const { filter, icon } = LISTS[kind];
  return (
    <FilteredGameList
      filter={filter}
      icon={icon}
      title={t(`lists.${kind}.title`)}
      subtitle={t(`lists.${kind}.subtitle`)}
    />
  );
}

export function FilteredGameList(props: {
  filter: GameListFilter;
  icon: LucideIcon;
  title: string;
  subtitle: string;
}) {
  const { t } = useTranslation('provider-games');
  const list = useGameList(props.filter);
  const games = list.data?.pages.flatMap((page) => page.games);
  return (
    <section data-testid="game-list-page" className="mx-auto max-w-7xl">
      <ListHeader
        icon={props.icon}
        title={props.title}
        subtitle={props.subtitle}
        total={list.data?.pages[0]?.total}
      />
      <GameGrid
        games={games}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        isFetchingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        empty={
          <ListMessage
            testId="games-empty"
            icon={SearchX}
            title={t('states.emptyTitle')}
            text={t('states.emptyText')}
          />
        }
      />
    </section>
  );
}
