import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * One stacking order for every floating panel (Live Stats and the mini-game windows): the one the
 * player touched or opened last is drawn on top (issue 14). They share the layers between the
 * sidebars (z 30) and the header, bottom bar and modals (z 40 and 48 and up); panels sit above
 * the header's layer only where they never overlap it (they are clamped below it).
 */
export const FLOATING_BASE_LAYER = 40;
const FLOATING_MAX_LAYER = 47;

interface FloatingStackState {
  /** Keys from bottom to top. */
  order: string[];
  raise: (key: string) => void;
  drop: (key: string) => void;
}

export const useFloatingStack = create<FloatingStackState>()((set, get) => ({
  order: [],
  raise: (key) => {
    if (get().order.at(-1) === key) return;
    set({ order: [...get().order.filter((k) => k !== key), key] });
  },
  drop: (key) => set({ order: get().order.filter((k) => k !== key) }),
}));

/** The panel's z-index; it goes on top when it appears and leaves the stack when it goes. */
export function useFloatingLayer(key: string): { zIndex: number; raise: () => void } {
  const raise = useFloatingStack((s) => s.raise);
  const drop = useFloatingStack((s) => s.drop);
  const index = useFloatingStack((s) => s.order.indexOf(key));
  useEffect(() => {
    raise(key);
    return () => drop(key);
  }, [key, raise, drop]);
  return {
    zIndex: Math.min(FLOATING_BASE_LAYER + 1 + Math.max(0, index), FLOATING_MAX_LAYER),
    raise: () => raise(key),
  };
}
