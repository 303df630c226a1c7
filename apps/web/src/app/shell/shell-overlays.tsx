import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useGameSearchStore } from '@/features/game-search/game-search-store';
import { useLiveStatsStore } from '@/features/live-stats/live-stats-store';
import { LootboxModalHost } from '@/features/lootbox/components/lootbox-modal-host';
import { TipFreeSpinsHost } from '@/features/free-spins/components/tip-free-spins-host';
import { RealityCheckHost } from '@/features/responsible-gambling/components/reality-check-host';
import { useOwnSettledBets } from '@/features/live-stats/use-own-settled-bets';
import { useMiniGamesStore } from '@/features/mini-games/mini-games-store';
import { useProfileModalStore } from '@/features/profile/profile-modal-store';
import { useRewardsMenuStore } from '@/features/rewards/rewards-menu-store';
import { useShortcutsStore } from '@/features/shortcuts/shortcuts-store';
import { useKeyboardShortcuts } from '@/features/shortcuts/use-keyboard-shortcuts';
import { useWalletModalStore } from '@/features/wallet/wallet-modal-store';
import { api } from '@/lib/api';
import { loadNamespaces } from '@/lib/i18n';
import { useRealtimeStore } from '@/lib/realtime-store';
import { useLiveSupportStore } from './live-support-store';
import { MINI_GAME_SLUGS, resolveMiniGame } from './mini-game-registry';

/** Each overlay is its own chunk with the `shell` strings, fetched the first time it shows. */
function lazyWithStrings<T extends object>(
  load: () => Promise<{ default: ComponentType<T> }>,
  ...namespaces: string[]
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces('shell', ...namespaces)]);
    return module;
  });
}

const MiniGameWindows = lazyWithStrings(
  () => import('@/features/mini-games/components/mini-game-windows'),
);
const LiveStatsPanel = lazyWithStrings(
  () => import('@/features/live-stats/components/live-stats-panel'),
);
const ShortcutsModal = lazyWithStrings(
  () => import('@/features/shortcuts/components/shortcuts-modal'),
);
const ProfileModal = lazyWithStrings(() => import('@/features/profile/components/profile-modal'));
// Issue 20: the search's multiplay strings come with it.
const GameSearchModal = lazyWithStrings(
  () => import('@/features/game-search/components/game-search-modal'),
  'multiplay',
);
// Live support (issue 23 item 3, ADR 041).
const LiveSupportWidget = lazyWithStrings(
  () => import('@/features/live-support/components/live-support-widget'),
);

/**
 * The shell's floating parts (spec document 1 section 2): mini-game windows, the Live Stats
 * panel, the keyboard shortcuts and their modal, the profile and game-search modals and the
 * live-support widget. Only their small stores load with the first page.
 */
export function ShellOverlays() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { data: user } = useCurrentUser();
  const hasWindows = useMiniGamesStore((s) => s.windows.length > 0);
  const setPlayableSlugs = useMiniGamesStore((s) => s.setPlayableSlugs);
  const isLiveStatsOpen = useLiveStatsStore((s) => s.isOpen);
  const isShortcutsOpen = useShortcutsStore((s) => s.isOpen);
  const isProfileOpen = useProfileModalStore((s) => s.username !== null);
  const isSearchOpen = useGameSearchStore((s) => s.isOpen);
  const isSupportOpen = useLiveSupportStore((s) => s.isOpen);
  const realtime = useRealtimeStore((s) => s.client);

  useEffect(() => setPlayableSlugs(MINI_GAME_SLUGS), [setPlayableSlugs]);
  // The live-support badge's feed (ADR 041), a small chunk loaded once signed in.
  useEffect(() => {
    if (!isLoggedIn) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    void import('@/features/live-support/live-support-watcher').then((m) => {
      if (isCurrent) stop = m.watchLiveSupport(useLiveSupportStore, realtime, api);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [isLoggedIn, realtime]);
  // The session counts every settled bet, panel open or not.
  useOwnSettledBets(isLoggedIn ? user?.username : undefined);

  useKeyboardShortcuts(isLoggedIn, {
    search: () => useGameSearchStore.getState().setOpen(true),
    rewards: () => useRewardsMenuStore.getState().setOpen(true),
    vault: () => useWalletModalStore.getState().open('vault'),
    liveStats: () => useLiveStatsStore.getState().toggleOpen(),
    shortcuts: () => useShortcutsStore.getState().setOpen(true),
  });

  // One boundary each: a part loading for the first time never hides the others.
  return (
    <>
      {hasWindows && (
        <Suspense fallback={null}>
          <MiniGameWindows resolve={resolveMiniGame} />
        </Suspense>
      )}
      {isLoggedIn && isLiveStatsOpen && (
        <Suspense fallback={null}>
          <LiveStatsPanel />
        </Suspense>
      )}
      {isShortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsModal />
        </Suspense>
      )}
      {isProfileOpen && (
        <Suspense fallback={null}>
          <ProfileModal />
        </Suspense>
      )}
      {isSearchOpen && (
        <Suspense fallback={null}>
          <GameSearchModal />
        </Suspense>
      )}
      {isSupportOpen && (
        <Suspense fallback={null}>
          <LiveSupportWidget />
        </Suspense>
      )}
      {/* Open Lootbox (issue 17 item 2): its own lazy chunk and `lootbox` strings. */}
      {isLoggedIn && <LootboxModalHost />}
      {/* Tip Freespins (issue 20, ADR 033): opened from a profile; its own lazy chunk. */}
      {isLoggedIn && <TipFreeSpinsHost />}
      {/* Responsible gambling's reality check (issue 25 item 5, ADR 050): a lazy modal. */}
      <RealityCheckHost isLoggedIn={isLoggedIn} />
    </>
  );
}
