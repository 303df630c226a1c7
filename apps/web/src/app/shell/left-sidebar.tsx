import { Gift, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useGameSearchStore } from '@/features/game-search/game-search-store';
import { findOriginalGame } from '@/features/games/originals';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { GamesGroup } from './games-group';
import { LanguageMenu } from './language-menu';
import {
  AFFILIATE,
  BLOG,
  CASINO,
  DOCS,
  FARMING,
  LIVE_SUPPORT,
  RAFFLE,
  RAIL_LINKS,
  REWARDS,
  SPORTS,
  SUPPORT,
  VIP,
} from './nav-items';
import { activeNavId } from './nav-paths';
import { entryClass, EntryIcon, NavEntry, RailTooltip } from './nav-entry';
import { SportsSwitch } from './sports-switch';
import { useShellStore } from './shell-store';

export type LeftSidebarMode = 'full' | 'rail' | 'overlay' | 'hidden';

function Section({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-0.5 rounded-[var(--radius-card)] bg-ink-700/60 p-1">{children}</div>
  );
}

function GiftsRailButton() {
  const { t } = useTranslation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const toggleRightPanel = useShellStore((s) => s.toggleRightPanel);
  const isActive = useShellStore((s) => s.rightPanel === 'gifts');
  const label = t('nav.gifts');
  return (
    <RailTooltip label={label} isRail>
      <button
        type="button"
        data-testid="nav-gifts"
        className={cn(entryClass({ isActive, isRail: true }), 'cursor-pointer')}
        // Spec document 1 section 2: gifts sidebar if logged in, else the sign-up modal.
        onClick={() =>
          isLoggedIn ? toggleRightPanel('gifts') : openAuth('register', { isGateReason: true })
        }
      >
        <EntryIcon icon={Gift} isActive={isActive} />
        <span className="sr-only">{label}</span>
      </button>
    </RailTooltip>
  );
}

/** Opens the game search modal: a search box look in the full sidebar, an icon in the rail. */
function GameSearchEntry({ isRail }: { isRail: boolean }) {
  const { t } = useTranslation();
  const open = useGameSearchStore((s) => s.setOpen);
  const label = t('nav.searchGames');
  return (
    <RailTooltip label={label} isRail={isRail}>
      <button
        type="button"
        data-testid="sidebar-search"
        onClick={() => open(true)}
        className={cn(
          'flex cursor-pointer items-center rounded-[var(--radius-control)] text-fog transition-colors hover:text-white',
          isRail
            ? 'size-10 justify-center hover:bg-ink-600/60'
            : 'h-10 w-full gap-2.5 bg-ink-900 px-3 text-[13px] ring-1 ring-ink-600 hover:ring-ink-500',
        )}
      >
        <Search aria-hidden="true" className="size-[18px] shrink-0" />
        {isRail ? (
          <span className="sr-only">{label}</span>
        ) : (
          <span className="truncate">{label}</span>
        )}
      </button>
    </RailTooltip>
  );
}

export function LeftSidebar({ mode }: { mode: LeftSidebarMode }) {
  const { t } = useTranslation();
  const { restPath } = useLocalizedPath();
  const isCollapsed = useShellStore((s) => s.isLeftCollapsed);
  const toggleCollapsed = useShellStore((s) => s.toggleLeftCollapsed);
  const activeId = activeNavId(restPath, (slug) => findOriginalGame(slug) !== undefined);
  const isRail = mode === 'rail';

  return (
    <aside
      data-testid="left-sidebar"
      data-keep-clear="control"
      data-mode={mode}
      aria-label={t('nav.mainNavigation')}
      className={cn(
        'fixed start-0 top-[60px] flex flex-col bg-ink-800 shadow-[0_0_24px_rgb(0_0_0/0.25)] transition-[width] duration-200',
        mode === 'hidden' && 'hidden',
        mode === 'overlay' && 'bottom-[60px] z-40 w-full',
        mode === 'full' && 'bottom-0 z-30 w-[216px]',
        mode === 'rail' && 'bottom-0 z-30 w-14',
      )}
    >
      <div
        className={cn('flex h-14 shrink-0 items-center gap-2', isRail ? 'justify-center' : 'px-2')}
      >
        {mode !== 'overlay' && (
          <RailTooltip
            label={t(isCollapsed ? 'nav.expandSidebar' : 'nav.collapseSidebar')}
            isRail={isRail}
          >
            <button
              type="button"
              data-testid="sidebar-toggle"
              aria-label={t(isCollapsed ? 'nav.expandSidebar' : 'nav.collapseSidebar')}
              aria-expanded={!isCollapsed}
              onClick={toggleCollapsed}
              className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors hover:bg-ink-700 hover:text-white"
            >
              {isCollapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              )}
            </button>
          </RailTooltip>
        )}
        {!isRail && <SportsSwitch activeId={activeId} />}
      </div>

      <nav className={cn('flex-1 overflow-y-auto overscroll-contain pb-4', 'px-2')}>
        {isRail ? (
          <div className="flex flex-col items-center gap-1">
            <GameSearchEntry isRail />
            {RAIL_LINKS.map((item) => (
              <NavEntry key={item.id} item={item} activeId={activeId} isRail />
            ))}
            <GiftsRailButton />
            <LanguageMenu isRail />
          </div>
        ) : (
          <div className="space-y-3">
            <GameSearchEntry isRail={false} />
            <Section>
              <NavEntry item={CASINO} activeId={activeId} isRail={false} />
              <GamesGroup activeId={activeId} />
              <NavEntry item={SPORTS} activeId={activeId} isRail={false} />
            </Section>
            <Section>
              {[REWARDS, VIP, AFFILIATE].map((item) => (
                <NavEntry key={item.id} item={item} activeId={activeId} isRail={false} />
              ))}
            </Section>
            <Section>
              {[BLOG, DOCS, SUPPORT, LIVE_SUPPORT].map((item) => (
                <NavEntry key={item.id} item={item} activeId={activeId} isRail={false} />
              ))}
              <LanguageMenu isRail={false} />
            </Section>
            <Section>
              <NavEntry item={FARMING} activeId={activeId} isRail={false} />
              <NavEntry item={RAFFLE} activeId={activeId} isRail={false} />
            </Section>
          </div>
        )}
      </nav>
    </aside>
  );
}
