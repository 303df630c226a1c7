import { useQueries } from '@tanstack/react-query';
import { HOUSE_GAMES } from '@tengu/shared';
import { Ban, LayoutGrid, Plus } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useGameSearchStore } from '@/features/game-search/game-search-store';
import { MAX_MULTIPLAY_GAMES, multiplayPathOfSlugs } from '@/features/home/game-path';
import { LocalizedLink, useLocalizedPath } from '@/lib/localized-link';
import { gameBySlugQueryOptions } from '../api/provider-games-api';
import { MultiplayCell } from '../components/multiplay-cell';
import { useProviderGameStore } from '../provider-game-store';

/** In-house games keep their own pages (spec document 2 section 5: no multiplay). */
const HOUSE_SLUGS = new Set([...HOUSE_GAMES.map((game) => game.slug), 'dojododge']);
const isHouseSlug = (slug: string) => HOUSE_SLUGS.has(slug.toLowerCase());

/**
 * `/casino/game/A&&B&&` (spec document 1 section 2): two to four provider games side by side,
 * each in its own frame. One game is that game's own page; a house game in the address, or more
 * than four games, is said plainly instead of half-working.
 */
export function MultiplayPage({ slugs, notFound }: { slugs: string[]; notFound: ReactNode }) {
  const { t } = useTranslation('multiplay');
  const { localize } = useLocalizedPath();
  const [only] = slugs;
  if (only === undefined) return <>{notFound}</>;

  const house = slugs.filter(isHouseSlug);
  if (house.length > 0) {
    const slots = slugs.filter((slug) => !isHouseSlug(slug)).slice(0, MAX_MULTIPLAY_GAMES);
    return (
      <MultiplayNotice
        testId="multiplay-house-games"
        title={t('page.houseGamesTitle')}
        text={t('page.houseGamesText')}
        action={
          slots.length > 0 ? (
            <Button asChild data-testid="multiplay-continue">
              <LocalizedLink to={multiplayPathOfSlugs(slots)}>
                {t('page.continueWithSlots')}
              </LocalizedLink>
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (slugs.length > MAX_MULTIPLAY_GAMES) {
    return (
      <MultiplayNotice
        testId="multiplay-too-many"
        title={t('page.maxTitle')}
        text={t('page.maxText', { max: MAX_MULTIPLAY_GAMES })}
        action={
          <Button asChild data-testid="multiplay-continue">
            <LocalizedLink to={multiplayPathOfSlugs(slugs.slice(0, MAX_MULTIPLAY_GAMES))}>
              {t('page.playFirst', { max: MAX_MULTIPLAY_GAMES })}
            </LocalizedLink>
          </Button>
        }
      />
    );
  }
  if (slugs.length === 1) {
    // `Koi-Fortune&&` is that game's own page; the address is made plain.
    return <Navigate to={localize(multiplayPathOfSlugs(slugs))} replace />;
  }
  return <MultiplayGrid slugs={slugs} />;
}

function MultiplayGrid({ slugs }: { slugs: string[] }) {
  const { t } = useTranslation('multiplay');
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const setOpen = useProviderGameStore((s) => s.setOpen);
  const details = useQueries({ queries: slugs.map((slug) => gameBySlugQueryOptions(slug)) });
  const hasGame = details.some((detail) => detail.isSuccess);
  const openSearch = useGameSearchStore((s) => s.openForMultiplay);
  const addGame = () =>
    openSearch(details.flatMap((detail) => (detail.data ? [detail.data.game] : [])));
  const title = t('page.title');

  // While a provider holds stakes the header says 'In Play', as on the single game page.
  useEffect(() => {
    if (!hasGame) return;
    setOpen(true);
    return () => setOpen(false);
  }, [hasGame, setOpen]);
  useEffect(() => {
    document.title = `${title} · Tengu`;
  }, [title]);

  const close = (slug: string) => {
    const rest = slugs.filter((s) => s !== slug);
    const [first] = rest;
    void navigate(localize(first === undefined ? '/casino/slots' : multiplayPathOfSlugs(rest)));
  };

  return (
    <section data-testid="multiplay-page" className="mx-auto max-w-[1600px]">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="flex items-center gap-2 text-xl font-extrabold md:text-2xl">
          <LayoutGrid aria-hidden="true" className="size-5 text-accent" />
          {title}
          <span className="text-sm font-bold text-fog tabular-nums" dir="ltr">
            {slugs.length}/{MAX_MULTIPLAY_GAMES}
          </span>
        </h1>
        <div className="flex items-center gap-3">
          <p className="text-xs text-fog" data-testid="multiplay-mode">
            {isLoggedIn ? t('page.realMoney') : t('page.demo')}
          </p>
          {slugs.length < MAX_MULTIPLAY_GAMES && (
            <Button variant="secondary" size="sm" data-testid="multiplay-add" onClick={addGame}>
              <Plus aria-hidden="true" className="size-4" />
              {t('page.addGame')}
            </Button>
          )}
        </div>
      </div>
      <div
        data-testid="multiplay-grid"
        data-count={slugs.length}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
      >
        {slugs.map((slug, index) => {
          const detail = details[index];
          return detail ? (
            <MultiplayCell
              key={slug}
              slug={slug}
              detail={detail}
              shape={slugs.length === 2 ? 'pair' : 'grid'}
              onClose={() => close(slug)}
            />
          ) : null;
        })}
      </div>
      {!isLoggedIn && (
        <p className="mt-3 text-sm text-fog" data-testid="sign-in-for-real">
          {t('page.signInForReal')}{' '}
          <button
            type="button"
            onClick={() => openAuth('signIn')}
            className="cursor-pointer font-semibold text-accent hover:underline"
          >
            {t('page.signIn')}
          </button>
        </p>
      )}
    </section>
  );
}

function MultiplayNotice({
  testId,
  title,
  text,
  action,
}: {
  testId: string;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('multiplay');
  useEffect(() => {
    document.title = `${title} · Tengu`;
  }, [title]);
  return (
    <section
      data-testid={testId}
      className="mx-auto mt-4 max-w-lg rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-6 py-12 text-center md:mt-10"
    >
      <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-ink-700 ring-1 ring-ink-600">
        <Ban aria-hidden="true" className="size-8 text-fog" />
      </div>
      <h1 className="mb-3 text-2xl font-extrabold">{title}</h1>
      <p className="mx-auto mb-8 max-w-sm leading-relaxed text-fog">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {action}
        <Button asChild variant="secondary">
          <LocalizedLink to="/casino/slots">{t('page.browseSlots')}</LocalizedLink>
        </Button>
      </div>
    </section>
  );
}
