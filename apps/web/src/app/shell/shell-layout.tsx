import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { isLanguage } from '@tengu/shared';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { useMiniGamesStore } from '@/features/mini-games/mini-games-store';
import { useTelegramLaunch } from '@/features/telegram/hooks/use-telegram-launch';
import { useMiniAppStore } from '@/features/telegram/mini-app-store';
import { MINI_APP_BACKGROUND } from '@/features/telegram/telegram-web-app';
import { BREAKPOINTS, minWidthQuery } from '@/lib/breakpoints';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { useMediaQuery } from '@/lib/use-media-query';
import { Header } from './header';
import { LeftSidebar, type LeftSidebarMode } from './left-sidebar';
import { MobileFooter } from './mobile-footer';
import { RightSidebar } from './right-sidebar';
import { LiveSupportButton } from './live-support-button';
import { ShellOverlays } from './shell-overlays';
import { useShellStore } from './shell-store';
import { useShellUrlParams } from './use-shell-url-params';

// Below the fold on every page: its own chunk, so the first page's JavaScript stays in budget.
const SiteFooter = lazy(async () => ({
  default: (await import('@/features/site/components/site-footer')).SiteFooter,
}));

function useLeftSidebarMode(): LeftSidebarMode {
  const isTablet = useMediaQuery(minWidthQuery(BREAKPOINTS.md));
  const isWide = useMediaQuery(minWidthQuery(BREAKPOINTS.xl));
  const isCollapsed = useShellStore((s) => s.isLeftCollapsed);
  const isMobileNavOpen = useShellStore((s) => s.isMobileNavOpen);
  const setLeftCollapsed = useShellStore((s) => s.setLeftCollapsed);

  // Auto-collapse to the rail on mid-size screens and expand again on wide ones; the toggle
  // still overrides it until the viewport crosses 1248px again (spec document 1 section 2).
  useEffect(() => setLeftCollapsed(!isWide), [isWide, setLeftCollapsed]);

  if (!isTablet) return isMobileNavOpen ? 'overlay' : 'hidden';
  return isCollapsed ? 'rail' : 'full';
}

/** The application frame: top bar, both sidebars, phone footer and the page in between. */
export function ShellLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const mode = useLeftSidebarMode();
  const isRightOpen = useShellStore((s) => s.rightPanel !== null);
  const closeMobileNav = useShellStore((s) => s.closeMobileNav);

  const { restPath, localize } = useLocalizedPath();
  const closeGameWindow = useMiniGamesStore((s) => s.closeGame);
  const isMiniApp = useMiniAppStore((s) => s.isMiniApp);
  useShellUrlParams();
  useTelegramLaunch(localize('/settings'));

  // Following a link from the phone menu closes it.
  useEffect(() => closeMobileNav(), [location.pathname, closeMobileNav]);
  // Spec document 1 section 2: a mini-game window closes when its game's page opens.
  const gameSlug = /^\/casino\/game\/([^/]+)\/?$/.exec(restPath)?.[1];
  useEffect(() => {
    if (gameSlug) closeGameWindow(gameSlug);
  }, [gameSlug, closeGameWindow]);

  // `/:lang?` also matches `/anything`; only the six languages are real prefixes.
  const isUnknownPrefix = lang !== undefined && !isLanguage(lang);

  return (
    <div
      className="min-h-dvh"
      data-mini-app={isMiniApp || undefined}
      style={isMiniApp ? { backgroundColor: MINI_APP_BACKGROUND } : undefined}
    >
      <Header />
      <LeftSidebar mode={mode} />
      <RightSidebar />
      <main
        data-testid="main-content"
        className={cn(
          'flex min-h-dvh flex-col pt-[60px] pb-[60px] transition-[margin] duration-200 md:pb-0',
          mode === 'full' && 'md:ms-[216px]',
          mode === 'rail' && 'md:ms-14',
          isRightOpen && 'md:me-[216px]',
        )}
      >
        <div
          key={location.pathname}
          className="mx-auto w-full max-w-[1200px] flex-1 px-3 py-5 motion-safe:animate-page-in xs:px-4 md:px-6 md:py-8"
        >
          {isUnknownPrefix ? <NotFoundPage /> : <Outlet />}
        </div>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </main>
      <MobileFooter />
      <LiveSupportButton />
      <ShellOverlays />
    </div>
  );
}
