import { PictureInPicture2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useMiniGamesStore } from '../mini-games-store';

/** Opens the game in a floating window over the current page. */
export function OpenMiniGameButton({
  slug,
  game,
  provider,
  className,
}: {
  slug: string;
  game: string;
  /** A provider's game (issue 20): always playable in a window, in its own frame. */
  provider?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const open = useMiniGamesStore((s) => s.open);
  const isPlayable = useMiniGamesStore(
    (s) => provider !== undefined || s.playableSlugs.includes(slug),
  );
  if (!isPlayable) return null;
  const label = t('miniGame.open', { game });
  return (
    <button
      type="button"
      data-testid={`open-mini-${slug}`}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        open(slug, provider);
      }}
      className={cn(
        'flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/40 text-white ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-black/60',
        className,
      )}
    >
      <PictureInPicture2 aria-hidden="true" className="size-4" />
    </button>
  );
}
