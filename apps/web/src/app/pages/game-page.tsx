import { Gamepad2, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { findOriginalGame } from '@/features/games/originals';
import { isProviderGameSlug } from '@/features/games/provider-games';
import { LocalizedLink } from '@/lib/localized-link';
import { ComingSoon } from './coming-soon';

/** `/casino/game/{slug}`: slugs use hyphens for spaces (document 1 section 2, Routes). */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A `/casino/game/{slug}` without a page of its own. Every in-house game has its own route, so
 * this is either a provider game still to come, or an address that names no game: then a clear
 * "game not found" with the way back to the casino (issue 14 item 9), never a game that is not there.
 */
export function GamePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const original = findOriginalGame(slug);
  if (!original && !isProviderGameSlug(slug)) return <GameNotFound />;
  const game = original?.name ?? titleFromSlug(slug);
  return (
    <ComingSoon
      title={t('pages.game.title', { game })}
      description={t('pages.game.description', { game })}
      icon={original?.icon ?? Gamepad2}
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
