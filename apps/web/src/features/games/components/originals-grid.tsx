import { Sparkle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ORIGINAL_GAMES } from '../originals';
import { OriginalCard } from './original-card';

/** The twelve in-house games as cards, two columns on phones up to six on wide screens. */
export function OriginalsGrid() {
  const { t } = useTranslation();
  return (
    <section
      id="originals"
      aria-labelledby="originals-title"
      data-testid="originals"
      className="scroll-mt-20"
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id="originals-title" className="flex items-center gap-2 text-lg font-bold">
            <Sparkle aria-hidden="true" className="size-5 text-accent" />
            {t('home.originalsTitle')}
          </h2>
          <p className="mt-0.5 text-xs text-fog">{t('home.originalsHint')}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 xs:grid-cols-3 ml:grid-cols-4 xl:grid-cols-6">
        {ORIGINAL_GAMES.map((game) => (
          <OriginalCard key={game.slug} game={game} />
        ))}
      </div>
    </section>
  );
}
