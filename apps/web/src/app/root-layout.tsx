import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthModals } from '@/features/auth/components/auth-modals';
import { ChallengesHost } from '@/features/challenges/components/challenges-host';
import { PaymentsHost } from '@/features/payments/components/payments-host';
import { RacesHost } from '@/features/races';
import { currentLanguage, i18n, loadNamespaces } from '@/lib/i18n';
import { splitLanguagePrefix } from '@/lib/localized-path';
import { RouteProgress } from './shell/route-progress';
import { Splash } from './shell/splash';

// The deposit bonus line of the Deposit modal (issue 17), loaded with the modal.
const DepositBonusBanner = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/locked-balances/components/deposit-bonus-banner'),
    loadNamespaces('locked'),
  ]);
  return { default: module.DepositBonusBanner };
});
const depositExtra = (
  <Suspense fallback={null}>
    <DepositBonusBanner />
  </Suspense>
);

/** Keeps i18next on the language named by the path prefix; paths without one keep the detected language. */
function useLanguageFromPath(): void {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  useEffect(() => {
    if (language !== null && currentLanguage() !== language) void i18n.changeLanguage(language);
  }, [language]);
}

/** Everything above the routes: with or without the shell (the pop-out chat has none). */
/**
 * Every full page load has the location key "default": keyed by it, opening one address would
 * restore the scroll of whatever page was loaded last. A load restores its own path's scroll (as
 * a browser reload does); in-app navigation keeps one position per history entry.
 */
const scrollKey = (location: { key: string; pathname: string }) =>
  location.key === 'default' ? location.pathname : location.key;

export function RootLayout() {
  useLanguageFromPath();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <AuthModals />
      <PaymentsHost depositExtra={depositExtra} />
      <ChallengesHost />
      <RacesHost />
      <Splash />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
