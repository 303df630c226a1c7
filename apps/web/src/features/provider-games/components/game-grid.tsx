import type { Game } from '@tengu/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard, GameCardSkeleton } from './game-card';
import { ListError } from './list-states';

export const GRID_CLASS =
  'grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-4 ml:grid-cols-5 xl:grid-cols-6';

export interface GameGridProps {
  games: Game[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: ReactNode;
  hasMore?: boolean;
  isFetchingMore?: boolean;
  onLoadMore?: () => void;
}

/** A grid of game cards: skeletons while loading, error and empty states, infinite scroll. */
export function GameGrid(props: GameGridProps) {
  const { t } = useTranslation('provider-games');
  const { games, isLoading, isError, hasMore, isFetchingMore, onLoadMore } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || !onLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingMore) onLoadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isFetchingMore, onLoadMore]);

  if (isLoading) {
    return (
      <div className={GRID_CLASS} data-testid="games-loading">
        {Array.from({ length: 12 }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError && !games?.length) return <ListError onRetry={props.onRetry} />;
  if (!games?.length) return <>{props.empty}</>;
  return (
    <>
      <div className={GRID_CLASS} data-testid="games-grid">
        {games.map((game) => (
          <GameCard key={game.uuid} game={game} />
        ))}
        {isFetchingMore &&
          Array.from({ length: 6 }, (_, i) => <GameCardSkeleton key={`more-${i}`} />)}
      </div>
      {hasMore ? (
        <div ref={sentinel} className="h-8" />
      ) : (
        games.length > 12 && <p className="mt-6 text-center text-xs text-fog">{t('states.end')}</p>
      )}
    </>
  );
}
