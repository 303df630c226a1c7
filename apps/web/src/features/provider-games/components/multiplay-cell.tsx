import type { UseQueryResult } from '@tanstack/react-query';
import type { Game, GameDetailResponse } from '@tengu/shared';
import { AlertTriangle, Gamepad2, SearchX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useGameLaunch } from '../hooks/use-game-launch';

/**
 * The frame's size: stacked 2:3 frames on phones; from tablets on, two games share the
 * viewport's height side by side and three or four split it in a 2×2 grid (never so short that
 * a slot's reels and buttons cannot both show).
 */
const FRAME_SHAPE = {
  pair: 'aspect-[2/3] md:aspect-auto md:h-[calc(100dvh-210px)] md:min-h-[440px]',
  grid: 'aspect-[2/3] md:aspect-auto md:h-[max(380px,calc((100dvh-250px)/2))]',
} as const;

/**
 * In the 2×2 grid a slot is drawn at 20/13 of its cell and scaled down, so that it lays itself
 * out for a larger window (reels and buttons in view) instead of scrolling inside the frame.
 */
const FRAME_SCALE = {
  pair: 'inset-0 size-full',
  grid: 'inset-0 size-full md:inset-auto md:start-0 md:top-0 md:h-[153.846%] md:w-[153.846%] md:origin-top-left md:scale-[0.65] rtl:md:origin-top-right',
} as const;

export type MultiplayShape = keyof typeof FRAME_SHAPE;

/**
 * One game of a multiplay (issue 20): its name, a close that takes it out of the address, and
 * its own launched frame (real money when signed in, the demo otherwise).
 */
export function MultiplayCell({
  slug,
  detail,
  shape,
  onClose,
}: {
  slug: string;
  detail: UseQueryResult<GameDetailResponse>;
  shape: MultiplayShape;
  onClose: () => void;
}) {
  const { t } = useTranslation('multiplay');
  const game = detail.data?.game;
  const name = game?.name ?? slug;
  return (
    <article
      data-testid="multiplay-cell"
      data-slug={slug}
      className="flex min-w-0 flex-col rounded-[var(--radius-card)] bg-ink-800 p-2 ring-1 ring-ink-700"
    >
      <header className="mb-2 flex items-center justify-between gap-2 ps-1">
        <div className="min-w-0">
          {game ? (
            <>
              <h2 className="truncate text-sm font-extrabold text-white" dir="ltr">
                {game.name}
              </h2>
              <p className="truncate text-xs text-fog" dir="ltr">
                {game.provider}
              </p>
            </>
          ) : detail.isPending ? (
            <>
              <Skeleton className="mb-1 h-4 w-32" />
              <Skeleton className="h-3 w-20" />
            </>
          ) : (
            <h2 className="truncate text-sm font-extrabold text-white" dir="ltr">
              {slug}
            </h2>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          data-testid="multiplay-close"
          aria-label={t('page.close', { game: name })}
          title={t('page.close', { game: name })}
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </header>
      <div
        className={cn(
          'relative w-full overflow-hidden rounded-[calc(var(--radius-card)-4px)] bg-black',
          FRAME_SHAPE[shape],
        )}
        style={
          game
            ? {
                backgroundImage: `linear-gradient(135deg, ${game.image_gradient[0]}, ${game.image_gradient[1]})`,
              }
            : undefined
        }
      >
        {game && detail.data ? (
          <CellFrame game={game} demoUrl={detail.data.demoUrl} shape={shape} />
        ) : detail.isPending ? (
          <Skeleton className="absolute inset-0 rounded-none" />
        ) : detail.error instanceof ApiError && detail.error.status === 404 ? (
          <CellMessage icon={<SearchX aria-hidden="true" className="size-10 text-white/50" />}>
            <p className="font-semibold text-white" data-testid="multiplay-not-found">
              {t('page.notFound')}
            </p>
          </CellMessage>
        ) : (
          <CellMessage
            icon={<AlertTriangle aria-hidden="true" className="size-10 text-white/50" />}
          >
            <p className="font-semibold text-white">{t('page.loadError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
              {t('page.retry')}
            </Button>
          </CellMessage>
        )}
      </div>
    </article>
  );
}

function CellFrame({
  game,
  demoUrl,
  shape,
}: {
  game: Game;
  demoUrl: string;
  shape: MultiplayShape;
}) {
  const { t } = useTranslation('multiplay');
  // The same launch as the single game page: one session per frame.
  const { launch } = useGameLaunch(game, demoUrl);

  if (launch.isSuccess) {
    return (
      <iframe
        key={launch.data}
        data-testid="provider-game-frame"
        src={launch.data}
        title={t('page.frameTitle', { game: game.name, provider: game.provider })}
        allow="fullscreen; autoplay"
        className={cn('absolute border-0 bg-black', FRAME_SCALE[shape])}
      />
    );
  }
  return (
    <CellMessage icon={<Gamepad2 aria-hidden="true" className="size-10 text-white/50" />}>
      {launch.isError ? (
        <>
          <p className="font-semibold text-white">{t('page.launchError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void launch.refetch()}>
            {t('page.retry')}
          </Button>
        </>
      ) : (
        <p className="text-sm text-white/80">{t('page.loading')}</p>
      )}
    </CellMessage>
  );
}

function CellMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
      {icon}
      {children}
    </div>
  );
}
