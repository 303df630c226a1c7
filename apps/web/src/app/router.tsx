import { Swords, type LucideIcon } from 'lucide-react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import type * as SportsPages from '@/features/sportsbook/pages/sports-pages';
import { Spinner } from '@/components/ui/spinner';
import { LEGAL_PAGES } from '@/features/site/legal-pages';
import { loadNamespaces } from '@/lib/i18n';
import { ChatPopoutPage } from './pages/chat-popout-page';
import { ComingSoonPage, type ComingSoonKey } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { LiveSupportDeepLink, PaymentsDeepLink, VaultDeepLink } from './shell/deep-link-routes';
import { useLiveSupportStore } from './shell/live-support-store';
import { ShellLayout } from './shell/shell-layout';

/** Routes whose pages later issues build (document 1 section 2, Routes). */
const COMING_SOON: readonly [path: string, key: ComingSoonKey, icon: LucideIcon][] = [
  ['casino/home/:entry', 'dojo', Swords],
];

// The home and game pages load as their own chunks; the progress bar covers the wait.
const lazyHome = async () => ({ Component: (await import('./pages/home-page')).HomePage });
const lazyGame = async () => {
  // Issue 20: a slug that is not an in-house game's is a provider game's page (or a multiplay).
  const [page] = await Promise.all([
    import('./pages/game-page'),
    loadNamespaces('provider-games', 'multiplay'),
  ]);
  return { Component: page.GamePage };
};
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
  {
    path: 'casino/game/blackjack',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/blackjack-route'),
        loadNamespaces('blackjack'),
      ]);
      return { Component: page.BlackjackRoute };
    },
  },
  {
    path: 'casino/game/coinflip',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/coinflip-route'),
        loadNamespaces('coinflip'),
      ]);
      return { Component: page.CoinflipRoute };
    },
  },
  {
    path: 'casino/game/tengu-towers',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/towers-route'),
        loadNamespaces('towers'),
      ]);
      return { Component: page.TowersRoute };
    },
  },
  {
    path: 'casino/game/dojo-dash',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/dojo-dash-route'),
        loadNamespaces('dojo-dash'),
      ]);
      return { Component: page.DojoDashRoute };
    },
  },
  {
    path: 'casino/game/keno',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/keno-route'),
        loadNamespaces('keno'),
      ]);
      return { Component: page.KenoRoute };
    },
  },
  {
    path: 'casino/game/roulette',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/roulette-route'),
        loadNamespaces('roulette'),
      ]);
      return { Component: page.RouletteRoute };
    },
  },
  {
    path: 'casino/game/cases',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/cases-route'),
        loadNamespaces('cases'),
      ]);
      return { Component: page.CasesRoute };
    },
  },
  {
    path: 'casino/game/crash',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/games/crash-route'),
        loadNamespaces('crash'),
      ]);
      return { Component: page.CrashRoute };
    },
  },
  // Issue 6: the game's old name leads to it.
  { path: 'casino/game/dojododge', element: <Navigate to="/casino/game/dojo-dash" replace /> },
];
// The docs (issue 6): an index and one rule page per game, each page's body its own chunk.
const DOCS_PAGES: RouteObject[] = [
  {
    path: 'docs',
    lazy: async () => {
      // Issue 23: the index shows the help centre's guides (`content` strings) above the rules.
      const [page] = await Promise.all([
        import('./pages/docs-index-page'),
        loadNamespaces('content'),
      ]);
      return { loader: page.docsIndexLoader, Component: page.DocsIndexPage };
    },
  },
  {
    path: 'docs/games/:slug',
    lazy: async () => {
      const page = await import('./pages/docs-game-page');
      return { loader: page.docsGameLoader, Component: page.DocsGamePage };
    },
  },
];
// The policy pages linked from every footer (issue 14 item 6); their text is the `legal` namespace.
const LEGAL_ROUTES: RouteObject[] = LEGAL_PAGES.map(({ key, path }) => ({
  path: path.slice(1),
  lazy: async () => {
    const [page] = await Promise.all([import('./pages/legal-page'), loadNamespaces('legal')]);
    const LegalRoute = () => <page.LegalPage page={key} />;
    return { Component: LegalRoute };
  },
}));
const lazyHistory = async () => ({
  Component: (await import('./pages/history-page')).HistoryPage,
});
const lazyProfile = async () => {
  const [page] = await Promise.all([import('./pages/profile-page'), loadNamespaces('shell')]);
  return { Component: page.ProfilePage };
};
// Issue 16: the rewards and VIP pages, each its own chunk with the `reward-pages` strings.
const lazyRewards = async () => {
  const [page] = await Promise.all([
    import('@/features/reward-pages/rewards-page/rewards-page'),
    // The claims say what happened in the words of the rewards dropdown (`rewards`).
    loadNamespaces('reward-pages', 'rewards'),
  ]);
  return { Component: page.RewardsPage };
};
const lazyVip = async () => {
  const [page] = await Promise.all([
    import('@/features/reward-pages/vip-page/vip-page'),
    loadNamespaces('reward-pages'),
  ]);
  return { Component: page.VipPage };
};
// Issue 17 item 1: the Farming Dashboard (Gold, quests), its own chunk with the `quests` strings.
const lazyDashboard = async () => {
  const [page] = await Promise.all([
    import('@/features/quests/dashboard/dashboard-page'),
    loadNamespaces('quests'),
  ]);
  return { Component: page.DashboardPage };
};
// Issue 17 item 5: the challenges page, its own chunk with the `challenges` strings.
const lazyChallenges = async () => {
  const [page] = await Promise.all([
    import('@/features/challenges/components/challenges-page'),
    loadNamespaces('challenges'),
  ]);
  return { Component: page.ChallengesPage };
};
// Issue 17: the Weekly Raffle, its own chunk with the `raffle` strings.
const lazyRaffle = async () => {
  const [page] = await Promise.all([
    import('@/features/raffle/components/raffle-page'),
    loadNamespaces('raffle'),
  ]);
  return { Component: page.RafflePage };
};
// Issue 18 item 5: the affiliate programme, its own chunk with the `affiliate` strings. The
// affiliate races (issue 18 item 6) plug in through AffiliatePage's `races` slot here.
// Issue 18: the affiliate programme with the affiliate's races below it (two features composed).
const lazyAffiliate = async () => {
  const [page, races, faq] = await Promise.all([
    import('@/features/affiliate/components/affiliate-page'),
    import('@/features/races/components/affiliate-races-section'),
    // Issue 23: the affiliate FAQ (content over GraphQL) below the programme.
    import('@/features/content/components/affiliate-faq-section'),
    loadNamespaces('affiliate', 'races', 'content'),
  ]);
  return {
    Component: () => (
      <page.AffiliatePage
        races={<races.AffiliateRacesSection />}
        faq={<faq.AffiliateFaqSection />}
      />
    ),
  };
};
// Issue 23: /support, /blog and /blog/:slug, content over GraphQL with the `content` strings.
const openLiveSupport = () => useLiveSupportStore.getState().open();
const lazySupport = async () => {
  const [page] = await Promise.all([
    import('@/features/content/components/support-page'),
    loadNamespaces('content'),
  ]);
  return { Component: () => <page.SupportPage onOpenLiveSupport={openLiveSupport} /> };
};
const lazyBlog = async () => {
  const [page] = await Promise.all([
    import('@/features/content/components/blog-list-page'),
    loadNamespaces('content'),
  ]);
  return { Component: page.BlogListPage };
};
const lazyBlogPost = async () => {
  const [page] = await Promise.all([
    import('@/features/content/components/blog-post-page'),
    loadNamespaces('content'),
  ]);
  function BlogPostRoute() {
    const { slug = '' } = useParams();
    return <page.BlogPostPage slug={slug} />;
  }
  return { Component: BlogPostRoute };
};
const lazySettings = async () => {
  const [page] = await Promise.all([import('./pages/settings-page'), loadNamespaces('privacy')]);
  return { Component: page.SettingsPage };
};

// Issue 20: the provider games' lists and favourites, each a lazy chunk with the
// `provider-games` strings (the provider game pages come through lazyGame's GamePage).
const providerGamesPage = (load: () => Promise<{ Component: () => React.JSX.Element }>) => {
  return async () => {
    const [page] = await Promise.all([load(), loadNamespaces('provider-games')]);
    return page;
  };
};
const gameList = (kind: 'slots' | 'liveCasino' | 'bonusBuys' | 'newReleases') =>
  providerGamesPage(async () => {
    const { GameListPage } = await import('@/features/provider-games/pages/game-list-page');
    return { Component: () => <GameListPage kind={kind} /> };
  });
const PROVIDER_GAME_ROUTES: RouteObject[] = [
  { path: 'casino/slots', lazy: gameList('slots') },
  { path: 'casino/live-casino', lazy: gameList('liveCasino') },
  { path: 'casino/bonus-buys', lazy: gameList('bonusBuys') },
  { path: 'casino/new-releases', lazy: gameList('newReleases') },
  {
    path: 'casino/providers',
    lazy: providerGamesPage(async () => ({
      Component: (await import('@/features/provider-games/pages/providers-page')).ProvidersPage,
    })),
  },
  {
    path: 'casino/providers/:provider',
    lazy: providerGamesPage(async () => ({
      Component: (await import('@/features/provider-games/pages/providers-page')).ProviderGamesPage,
    })),
  },
  {
    path: 'casino/favourites',
    lazy: providerGamesPage(async () => ({
      Component: (await import('@/features/provider-games/pages/favourites-page')).FavouritesPage,
    })),
  },
];

// Issue 21: the sportsbook (ADR 043): its pages in one lazy chunk with the `sportsbook` strings,
// inside one layout that holds the bet slip and the live odds.
type SportsPageName = keyof typeof SportsPages;
const sportsPage = (name: SportsPageName) => async () => {
  const [pages] = await Promise.all([
    import('@/features/sportsbook/pages/sports-pages'),
    loadNamespaces('sportsbook'),
  ]);
  return { Component: pages[name] };
};
const SPORTS_ROUTE: RouteObject = {
  path: 'sports',
  lazy: sportsPage('SportsLayout'),
  children: [
    { path: 'home', lazy: sportsPage('SportsHomePage') },
    { path: 'event/:id', lazy: sportsPage('EventPage') },
    { path: ':sport', lazy: sportsPage('SportPage') },
    { path: ':sport/:competition', lazy: sportsPage('CompetitionPage') },
  ],
};

const shellPages: RouteObject[] = [
  { index: true, lazy: lazyHome },
  { path: 'casino/home', lazy: lazyHome },
  ...PLAYABLE_GAMES,
  ...PROVIDER_GAME_ROUTES,
  ...DOCS_PAGES,
  ...LEGAL_ROUTES,
  { path: 'casino/game/:slug', lazy: lazyGame },
  {
    path: 'book-of-degen',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/book-of-degen-page'),
        loadNamespaces('provider-games'),
      ]);
      return { Component: page.BookOfDegenPage };
    },
  },
  { path: 'settings', lazy: lazySettings },
  { path: 'history', lazy: lazyHistory },
  { path: 'profile', lazy: lazyProfile },
  { path: 'rewards', lazy: lazyRewards },
  { path: 'vip', lazy: lazyVip },
  { path: 'dashboard', lazy: lazyDashboard },
  { path: 'casino/challenges', lazy: lazyChallenges },
  { path: 'raffle', lazy: lazyRaffle },
  { path: 'affiliate', lazy: lazyAffiliate },
  // Issue 23: content pages.
  { path: 'support', lazy: lazySupport },
  { path: 'blog', lazy: lazyBlog },
  { path: 'blog/:slug', lazy: lazyBlogPost },
  // Document 1 section 2: these open a modal or the support widget over the home page.
  { path: 'deposit', element: <PaymentsDeepLink kind="deposit" /> },
  { path: 'withdraw', element: <PaymentsDeepLink kind="withdraw" /> },
  { path: 'vault', element: <VaultDeepLink /> },
  { path: 'livesupport', element: <LiveSupportDeepLink /> },
  SPORTS_ROUTE,
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
