import { create } from 'zustand';
import { BREAKPOINTS, minWidthQuery } from '@/lib/breakpoints';

export type RightPanel = 'chat' | 'gifts';

interface ShellState {
  /** Left sidebar as a 56px icon rail instead of 216px (tablet and desktop). */
  isLeftCollapsed: boolean;
  /** Left sidebar shown as an overlay on phones, toggled by the footer's Browse tab. */
  isMobileNavOpen: boolean;
  /** Right sidebar content; null when closed. Always starts closed (spec document 1 section 2). */
  rightPanel: RightPanel | null;
  setLeftCollapsed: (isCollapsed: boolean) => void;
  toggleLeftCollapsed: () => void;
  toggleMobileNav: () => void;
  closeMobileNav: () => void;
  toggleRightPanel: (panel: RightPanel) => void;
  closeRightPanel: () => void;
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

export const useShellStore = create<ShellState>()((set, get) => ({
  // Mid-size screens start with the rail (auto-collapse below 1248px).
  isLeftCollapsed: !matches(minWidthQuery(BREAKPOINTS.xl)),
  isMobileNavOpen: false,
  rightPanel: null,
  setLeftCollapsed: (isLeftCollapsed) => set({ isLeftCollapsed }),
  toggleLeftCollapsed: () => set({ isLeftCollapsed: !get().isLeftCollapsed }),
  toggleMobileNav: () => {
    const isOpening = !get().isMobileNavOpen;
    // Phones have room for one panel: opening the menu closes chat or gifts.
    set({ isMobileNavOpen: isOpening, ...(isOpening ? { rightPanel: null } : {}) });
  },
  closeMobileNav: () => set({ isMobileNavOpen: false }),
  toggleRightPanel: (panel) => {
    if (get().rightPanel === panel) {
      set({ rightPanel: null });
      return;
    }
    // Spec document 1 section 2: opening the right sidebar collapses the left one on narrow
    // screens, where 216 + 216 px of sidebars would squeeze the games.
    const isNarrow = !matches(minWidthQuery(BREAKPOINTS['2xl']));
    set({
      rightPanel: panel,
      isMobileNavOpen: false,
      ...(isNarrow ? { isLeftCollapsed: true } : {}),
    });
  },
  closeRightPanel: () => set({ rightPanel: null }),
}));
