import type { Game } from '@tengu/shared';
import { Expand, Gamepad2, PictureInPicture2, RectangleHorizontal, Shrink } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useMiniGamesStore } from '@/features/mini-games/mini-games-store';
import { useRgRefusalText } from '@/features/responsible-gambling/model/use-rg-refusal-text';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useGameBySlug } from '../api/provider-games-api';
import { ListError } from '../components/list-states';
import { useProviderGameStore } from '../provider-game-store';
import { GameFacts } from '../components/game-facts';
import { LimitNotice } from '../components/limit-notice';
import { SessionTally } from '../components/session-tally';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useProviderRefusal, useProviderSession } from '../hooks/use-provider-session';

type Mode = 'real' | 'demo';

/**
 * `/casino/game/{slug}` for a provider's game (issue 20): the game in a frame from the launch
 * call (real money when signed in, demo otherwise, a Real/Demo toggle), full-screen and theatre
 * toggles, and its RTP and features below. While it is open the header shows 'In Play'.
 */
export function ProviderGamePage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const detail = useGameBySlug(slug);
  const setOpen = useProviderGameStore((s) => s.setOpen);
  const isGame = detail.isSuccess;
  useEffect(() => {
    if (!isGame) return;
    setOpen(true);
    return () => setOpen(false);
  }, [isGame, setOpen]);

  if (detail.isPending) return <GamePageSkeleton />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <>{notFound}</>;
    return <ListError onRetry={() => void detail.refetch()} />;
  }
  return <GameStage game={detail.data.game} demoUrl={detail.data.demoUrl} />;
}

function GameStage({ game, demoUrl }: { game: Game; demoUrl: string }) {
  const { t } = useTranslation('provider-games');
  const rgRefusalText = useRgRefusalText();
  const openAuth = useAuthModalStore((s) => s.open);
  const openMiniGame = useMiniGamesStore((s) => s.open);
  const [chosenMode, setMode] = useState<Mode>('real');
  const { launch, mode, isLoggedIn } = useGameLaunch(game, demoUrl, chosenMode);
  const [isTheatre, setTheatre] = useState(false);
  const frameBox = useRef<HTMLDivElement>(null);
  const session = useProviderSession(game.providerId, game.code);
  const refusal = useProviderRefusal(game.providerId, game.code);
  useEffect(() => {
    document.title = `${game.name} · Tengu`;
  }, [game.name]);

  const chooseMode = (next: Mode) => {
    if (next === 'real' && !isLoggedIn) openAuth('signIn');
    else setMode(next);
  };

  return (
    <section
      data-testid="provider-game-page"
      className={cn('mx-auto', isTheatre ? 'max-w-none' : 'max-w-6xl')}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-extrabold md:text-2xl" dir="ltr">
            {game.name}
          </h1>
          <p className="text-sm text-fog" dir="ltr">
            {game.provider}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <div
            role="radiogroup"
            aria-label={t('game.modeLabel')}
            className="flex rounded-[var(--radius-control)] bg-ink-800 p-1 ring-1 ring-ink-700"
          >
            {(['real', 'demo'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={mode === option}
                data-testid={`mode-${option}`}
                onClick={() => chooseMode(option)}
                className={cn(
                  'h-8 cursor-pointer rounded-[calc(var(--radius-control)-2px)] px-3 text-xs font-bold transition-colors',
                  mode === option ? 'bg-accent text-white' : 'text-fog hover:text-white',
                )}
              >
                {t(`game.${option}`)}
              </button>
            ))}
          </div>
          <span className="hidden md:block">
            <Button
              variant="secondary"
              size="icon"
              data-testid="theatre-toggle"
              aria-pressed={isTheatre}
              aria-label={t(isTheatre ? 'game.exitTheatre' : 'game.theatre')}
              title={t(isTheatre ? 'game.exitTheatre' : 'game.theatre')}
              onClick={() => setTheatre((v) => !v)}
            >
              {isTheatre ? (
                <Shrink aria-hidden="true" className="size-4" />
              ) : (
                <RectangleHorizontal aria-hidden="true" className="size-4" />
              )}
            </Button>
          </span>
          <Button
            variant="secondary"
            size="icon"
            data-testid={`open-mini-${game.slug}`}
            aria-label={t('game.miniWindow')}
            title={t('game.miniWindow')}
            onClick={() => openMiniGame(game.slug, game.providerId)}
          >
            <PictureInPicture2 aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            data-testid="fullscreen-toggle"
            aria-label={t('game.fullscreen')}
            title={t('game.fullscreen')}
            onClick={() => void frameBox.current?.requestFullscreen?.()}
          >
            <Expand aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      <div
        ref={frameBox}
        className={cn(
          'relative w-full overflow-hidden rounded-[var(--radius-card)] bg-black ring-1 ring-ink-700',
          isTheatre
            ? 'h-[calc(100dvh-170px)] min-h-[360px]'
            : // A live table lays out by width and needs the taller frame; slots fit 16:9.
              game.categories.includes('live')
              ? 'aspect-[3/4] md:aspect-[4/3]'
              : 'aspect-[3/4] md:aspect-video',
        )}
        style={{
          backgroundImage: `linear-gradient(135deg, ${game.image_gradient[0]}, ${game.image_gradient[1]})`,
        }}
      >
        {launch.isSuccess ? (
          <iframe
            key={launch.data}
            data-testid="provider-game-frame"
            src={launch.data}
            title={t('game.frameTitle', { game: game.name, provider: game.provider })}
            allow="fullscreen; autoplay"
            className="absolute inset-0 size-full border-0 bg-black"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
            <Gamepad2 aria-hidden="true" className="size-12 text-white/50" />
            {launch.isError ? (
              <>
                <p className="font-semibold text-white" data-testid="provider-launch-error">
                  {rgRefusalText(launch.error) ?? t('game.launchError')}
                </p>
                <Button variant="secondary" onClick={() => void launch.refetch()}>
                  {t('game.retry')}
                </Button>
              </>
            ) : (
              <p className="text-sm text-white/80">{t('game.loading')}</p>
            )}
          </div>
        )}
      </div>
      {isLoggedIn && mode === 'real' && refusal && <LimitNotice refusal={refusal} />}
      {isLoggedIn && mode === 'real' && <SessionTally session={session} />}
      {!isLoggedIn && (
        <p className="mt-2 text-xs text-fog" data-testid="sign-in-for-real">
          {t('game.signInForReal')}
        </p>
      )}
      <GameFacts game={game} />
    </section>
  );
}

function GamePageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl" data-testid="provider-game-loading">
      <Skeleton className="mb-2 h-7 w-48" />
      <Skeleton className="mb-3 h-4 w-24" />
      <Skeleton className="aspect-[3/4] w-full rounded-[var(--radius-card)] md:aspect-video" />
    </div>
  );
}
