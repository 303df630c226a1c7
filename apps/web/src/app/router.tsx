import {
  ArrowUpFromLine,
  BookOpen,
  CircleUser,
  Crown,
  FileText,
  Flame,
  HandCoins,
  Handshake,
  Headset,
  Heart,
  LifeBuoy,
  Newspaper,
  Sparkles,
  Sprout,
  Store,
  Swords,
  Ticket,
  Trophy,
  Tv,
  Vault,
  Volleyball,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { ChatPopoutPage } from './pages/chat-popout-page';
import { ComingSoonPage, type ComingSoonKey } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { ShellLayout } from './shell/shell-layout';

/** Routes whose pages later issues build (spec document 1 section 2, Routes). */
const COMING_SOON: readonly [path: string, key: ComingSoonKey, icon: LucideIcon][] = [
  ['casino/home/:entry', 'dojo', Swords],
  ['casino/slots', 'slots', Sparkles],
  ['casino/live-casino', 'liveCasino', Tv],
  ['casino/bonus-buys', 'bonusBuys', Zap],
  ['casino/new-releases', 'newReleases', Flame],
  ['casino/providers', 'providers', Store],
  ['casino/favourites', 'favourites', Heart],
  ['casino/challenges', 'challenges', Trophy],
  ['sports/home', 'sports', Volleyball],
  ['rewards', 'rewards', HandCoins],
  ['raffle', 'raffle', Ticket],
  ['vip', 'vip', Crown],
  ['affiliate', 'affiliate', Handshake],
  ['support', 'support', LifeBuoy],
  ['profile', 'profile', CircleUser],
  ['vault', 'vault', Vault],
  ['dashboard', 'dashboard', Sprout],
  ['book-of-degen', 'bookOfDegen', BookOpen],
  ['blog', 'blog', Newspaper],
  ['docs', 'docs', FileText],
  ['deposit', 'deposit', Wallet],
  ['withdraw', 'withdraw', ArrowUpFromLine],
  ['livesupport', 'liveSupport', Headset],
];

// The home and game pages load as their own chunks; the progress bar covers the wait.
const lazyHome = async () => ({ Component: (await import('./pages/home-page')).HomePage });
const lazyGame = async () => ({ Component: (await import('./pages/game-page')).GamePage });
// Issue 5's playable games, each its own chunk; other slugs keep the placeholder page.
const PLAYABLE_GAMES: RouteObject[] = [
  {
    path: 'casino/game/dice',
    lazy: async () => ({ Component: (await import('./pages/games/dice-route')).DiceRoute }),
  },
  {
    path: 'casino/game/mines',
    lazy: async () => ({ Component: (await import('./pages/games/mines-route')).MinesRoute }),
  },
  {
    path: 'casino/game/limbo',
    lazy: async () => ({ Component: (await import('./pages/games/limbo-route')).LimboRoute }),
  },
  {
    path: 'casino/game/plinko',
    lazy: async () => ({ Component: (await import('./pages/games/plinko-route')).PlinkoRoute }),
  },
];
const lazyHistory = async () => ({
  Component: (await import('./pages/history-page')).HistoryPage,
});
const lazySettings = async () => {
  const [page] = await Promise.all([import('./pages/settings-page'), loadNamespaces('privacy')]);
  return { Component: page.SettingsPage };
};

const shellPages: RouteObject[] = [
  { index: true, lazy: lazyHome },
  { path: 'casino/home', lazy: lazyHome },
  ...PLAYABLE_GAMES,
  { path: 'casino/game/:slug', lazy: lazyGame },
  { path: 'settings', lazy: lazySettings },
  { path: 'history', lazy: lazyHistory },
  ...COMING_SOON.map(([path, key, icon]) => ({
    path,
    element: <ComingSoonPage pageKey={key} icon={icon} />,
  })),
  { path: '*', element: <NotFoundPage /> },
];

function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="…" />
    </div>
  );
}

/**
 * Every route accepts an optional language prefix (`/pl/vip`, `/fa`); the shell layout turns
 * a prefix that is not one of our languages into the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback,
    children: [
      { path: ':lang?/chat', element: <ChatPopoutPage /> },
      {
        path: ':lang?',
        element: <ShellLayout />,
        // Errors inside a page render inside the shell, so navigation stays usable.
        children: [{ errorElement: <RouteErrorPage />, children: shellPages }],
      },
    ],
  },
]);
