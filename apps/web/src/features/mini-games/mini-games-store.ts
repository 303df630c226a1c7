import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MiniWindowWidth, Point } from './mini-window-geometry';

/** Spec document 1 section 3: id, type (game slug), provider, width, position, isCollapsed. */
export interface MiniGameWindow {
  id: string;
  type: string;
  provider: string;
  width: MiniWindowWidth;
  position: Point | null;
  isCollapsed: boolean;
}

interface MiniGamesState {
  windows: MiniGameWindow[];
  /**
   * Window ids from bottom to top. Kept apart from `windows` so that raising a window never
   * moves its DOM node (a node moved between pointerdown and pointerup loses the click).
   */
  stack: string[];
  /** Slugs the app can show in a window (set once by the app, which knows the game routes). */
  playableSlugs: readonly string[];
  setPlayableSlugs: (slugs: readonly string[]) => void;
  /**
   * Opens a window for the game, or brings its existing window back (expanded, on top). A
   * provider's game (issue 20) names its provider; the originals are `tengu`'s.
   */
  open: (slug: string, provider?: string) => void;
  close: (id: string) => void;
  closeGame: (slug: string) => void;
  toggleWidth: (id: string) => void;
  toggleCollapsed: (id: string) => void;
  move: (id: string, position: Point) => void;
  focus: (id: string) => void;
}

/** The provider of the in-house games (a window's `provider` for the originals). */
export const IN_HOUSE = 'tengu';

let sequence = 0;
const newId = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

const raise = (stack: string[], id: string) => [...stack.filter((other) => other !== id), id];

const update = (windows: MiniGameWindow[], id: string, change: Partial<MiniGameWindow>) =>
  windows.map((w) => (w.id === id ? { ...w, ...change } : w));

/**
 * Open mini-game windows, kept across navigation (and reloads of the tab).
 */
export const useMiniGamesStore = create<MiniGamesState>()(
  persist(
    (set, get) => ({
      windows: [],
      stack: [],
      playableSlugs: [],
      setPlayableSlugs: (playableSlugs) => set({ playableSlugs }),
      open: (slug, provider = IN_HOUSE) => {
        // In-house games need a window-sized page; a provider's game is its own frame.
        if (provider === IN_HOUSE && !get().playableSlugs.includes(slug)) return;
        const existing = get().windows.find((w) => w.type === slug);
        if (existing) {
          set({
            windows: update(get().windows, existing.id, { isCollapsed: false }),
            stack: raise(get().stack, existing.id),
          });
          return;
        }
        const id = newId();
        set({
          windows: [
            ...get().windows,
            { id, type: slug, provider, width: 400, position: null, isCollapsed: false },
          ],
          stack: raise(get().stack, id),
        });
      },
      close: (id) =>
        set({
          windows: get().windows.filter((w) => w.id !== id),
          stack: get().stack.filter((other) => other !== id),
        }),
      closeGame: (slug) => {
        const closing = get()
          .windows.filter((w) => w.type === slug)
          .map((w) => w.id);
        if (closing.length === 0) return;
        set({
          windows: get().windows.filter((w) => !closing.includes(w.id)),
          stack: get().stack.filter((id) => !closing.includes(id)),
        });
      },
      toggleWidth: (id) =>
        set({
          windows: update(get().windows, id, {
            width: get().windows.find((w) => w.id === id)?.width === 800 ? 400 : 800,
          }),
        }),
      toggleCollapsed: (id) =>
        set({
          windows: update(get().windows, id, {
            isCollapsed: !get().windows.find((w) => w.id === id)?.isCollapsed,
          }),
        }),
      move: (id, position) => set({ windows: update(get().windows, id, { position }) }),
      focus: (id) => {
        if (get().stack.at(-1) !== id) set({ stack: raise(get().stack, id) });
      },
    }),
    {
      name: 'tengu-mini-games',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ windows: state.windows, stack: state.stack }),
    },
  ),
);
