import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { HomeOriginals } from '@/features/home/components/home-originals';
import { HomeTabBar } from '@/features/home/components/home-tab-bar';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { LobbyCategories } from '@/features/home/components/lobby-categories';
import { SportsTeaser } from '@/features/home/components/sports-teaser';
import { HOME_TAB_PARAM, homeTabOf, type HomeTab } from '@/features/home/home-tabs';
import { Skeleton } from '@/components/ui/skeleton';
import { loadNamespaces } from '@/lib/i18n';

// The operator's banners (ADR 040): their own chunk, nothing rendered until they arrive.
const HomeBanners = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/banners/home-banners'),
    loadNamespaces('chat'),
  ]);
  return { default: module.HomeBanners };
});

// The live bet tables load with their own chunk and strings, after the first page (its budget).
const HomeLiveBets = lazy(async () => {
  const [module] = await Promise.all([import('./home-live-bets'), loadNamespaces('games')]);
  return { default: module.HomeLiveBets };
});

/** `/` and `/casino/home`: tab 1 slots, tab 2 casino and sports (spec document 1 section 2). */
export function HomePage() {
  const { t } = useTranslation();
  const openAuth = useAuthModalStore((s) => s.open);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const tab = homeTabOf(`?${params.toString()}`);
  useEffect(() => {
    document.title = `Tengu · ${t('brand.tagline')}`;
  }, [t]);

  const selectTab = (next: HomeTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(HOME_TAB_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div data-testid="home-page" data-tab={tab} className="space-y-8">
      <Suspense fallback={null}>
        <HomeBanners />
      </Suspense>
      <HeroBanner onRegister={isLoggedIn ? undefined : () => openAuth('register')} />
      <HomeTabBar tab={tab} onChange={selectTab} />
      <div
        id={`home-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`home-tab-${tab}`}
        className="space-y-10"
      >
        {tab === 'slots' ? (
          <LobbyCategories />
        ) : (
          <>
            <HomeOriginals />
            <SportsTeaser
              isLoggedIn={isLoggedIn}
              onGate={() => openAuth('register', { isGateReason: true })}
            />
          </>
        )}
      </div>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <HomeLiveBets />
      </Suspense>
    </div>
  );
}
