import type { Game } from '@tengu/shared';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameBySlug } from '../api/provider-games-api';
import { useGameLaunch } from '../hooks/use-game-launch';

/** Tall enough for a slot's reels and buttons at 400 px, never taller than the screen allows. */
const FRAME_HEIGHT = 'h-[min(620px,calc(100dvh-150px))]';

/**
 * A provider game in a mini-game window (spec document 1 sections 2 and 3: windows with a
 * provider): its own launched frame, real money when signed in, over whatever page is open.
 */
export function ProviderMiniGame({ slug }: { slug: string }) {
  const { t } = useTranslation('provider-games');
  const detail = useGameBySlug(slug);
  if (detail.isPending) return <Skeleton className={`${FRAME_HEIGHT} w-full rounded-none`} />;
  if (detail.isError) {
    return (
      <FramePlaceholder>
        <p className="font-semibold text-white">{t('game.launchError')}</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('game.retry')}
        </Button>
      </FramePlaceholder>
    );
  }
  return <MiniFrame game={detail.data.game} demoUrl={detail.data.demoUrl} />;
}

function MiniFrame({ game, demoUrl }: { game: Game; demoUrl: string }) {
  const { t } = useTranslation('provider-games');
  const { launch } = useGameLaunch(game, demoUrl);
  if (launch.isSuccess) {
    return (
      <iframe
        key={launch.data}
        data-testid="provider-mini-frame"
        src={launch.data}
        title={t('game.frameTitle', { game: game.name, provider: game.provider })}
        allow="fullscreen; autoplay"
        className={`${FRAME_HEIGHT} block w-full border-0 bg-black`}
      />
    );
  }
  return (
    <FramePlaceholder>
      {launch.isError ? (
        <>
          <p className="font-semibold text-white">{t('game.launchError')}</p>
          <Button variant="secondary" onClick={() => void launch.refetch()}>
            {t('game.retry')}
          </Button>
        </>
      ) : (
        <p className="text-sm text-white/80">{t('game.loading')}</p>
      )}
    </FramePlaceholder>
  );
}

function FramePlaceholder({ children }: { children: React.ReactNode }) {
  return (
    <div
      className={`${FRAME_HEIGHT} flex flex-col items-center justify-center gap-3 bg-black p-6 text-center`}
    >
      <Gamepad2 aria-hidden="true" className="size-10 text-white/50" />
      {children}
    </div>
  );
}
