import { Sparkle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OriginalCard } from '@/features/games/components/original-card';
import { ORIGINAL_GAMES } from '@/features/games/originals';
import { OpenMiniGameButton } from '@/features/mini-games/components/open-mini-game-button';

/** The in-house games, each card with a button that opens the game in a mini-game window. */
export function HomeOriginals() {
  const { t } = useTranslation();
  return (
    <section
      id="originals"
      aria-labelledby="originals-title"
      data-testid="originals"
      className="scroll-mt-20"
    >
      <div className="mb-4">
        <h2 id="originals-title" className="flex items-center gap-2 text-lg font-bold">
          <Sparkle aria-hidden="true" className="size-5 text-accent" />
          {t('home.originalsTitle')}
        </h2>
        <p className="mt-0.5 text-xs text-fog">{t('home.originalsHint')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 xs:grid-cols-3 ml:grid-cols-4 xl:grid-cols-6">
        {ORIGINAL_GAMES.map((game) => (
          <div key={game.slug} className="relative">
            <OriginalCard game={game} />
            <OpenMiniGameButton
              slug={game.slug}
              game={game.name}
              className="absolute end-2 top-2"
            />
          </div>
        ))}
      </div>
    </section>
  );
}
