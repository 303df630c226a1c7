import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { findOriginalGame } from '@/features/games/originals';
import { parseMultiplaySlug } from '@/features/home/game-path';
import { MultiplayPage } from '@/features/provider-games/pages/multiplay-page';
import { ProviderGamePage } from '@/features/provider-games/pages/provider-game-page';
import { LocalizedLink } from '@/lib/localized-link';
import { ComingSoon } from './coming-soon';

/**
 * A `/casino/game/{slug}` without a route of its own: an in-house game still to come, or a
 * provider game's page (issue 20, from the catalogue), or an address that names no game: then a
 * clear "game not found" with the way back to the casino (issue 14 item 9).
 */
export function GamePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  // Issue 20: `A&&B&&` plays several provider games side by side.
  const multiplay = parseMultiplaySlug(slug);
  if (multiplay) return <MultiplayPage slugs={multiplay} notFound={<GameNotFound />} />;
  const original = findOriginalGame(slug);
  // Issue 20: any other slug may be a provider game's; its page says when it names no game.
  if (!original) return <ProviderGamePage slug={slug} notFound={<GameNotFound />} />;
  const game = original.name;
  return (
    <ComingSoon
      title={t('pages.game.title', { game })}
      description={t('pages.game.description', { game })}
      icon={original.icon}
    />
  );
}

function GameNotFound() {
  const { t } = useTranslation();
  const title = t('pages.game.notFoundTitle');
  useEffect(() => {
    document.title = `${title} · Tengu`;
  }, [title]);
  return (
    <section
      data-testid="game-not-found"
      className="mx-auto mt-4 max-w-lg rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-6 py-12 text-center md:mt-10"
    >
      <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-ink-700 ring-1 ring-ink-600">
        <SearchX aria-hidden="true" className="size-8 text-fog" />
      </div>
      <h1 className="mb-3 text-2xl font-extrabold">{title}</h1>
      <p className="mx-auto mb-8 max-w-sm leading-relaxed text-fog">
        {t('pages.game.notFoundText')}
      </p>
      <Button asChild size="lg" data-testid="game-not-found-casino">
        <LocalizedLink to="/casino/home">{t('pages.game.backToCasino')}</LocalizedLink>
      </Button>
    </section>
  );
}
