import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addSettledBet, EMPTY_SESSION, type SessionStats, type SettledBet } from './session-stats';

/** Spec document 1 section 2, Live Stats panel: the sections the player can switch on and off. */
export const LIVE_STATS_TOGGLES = [
  'bettingStats',
  'graph',
  'tickets',
  'vip',
  'dailyDollars',
  'rakeback',
] as const;
export type LiveStatsToggle = (typeof LIVE_STATS_TOGGLES)[number];

/** Default on: betting stats, daily dollar, tickets, graph. */
export const DEFAULT_TOGGLES: Record<LiveStatsToggle, boolean> = {
  bettingStats: true,
  graph: true,
  tickets: true,
  vip: false,
  dailyDollars: true,
  rakeback: false,
};

/** Opacity 0.3 to 1 in steps of 0.1 (spec document 1 sections 2 and 5). */
export const MIN_OPACITY = 0.3;
export const MAX_OPACITY = 1;
export const OPACITY_STEP = 0.1;

export function clampOpacity(value: number): number {
  if (!Number.isFinite(value)) return MAX_OPACITY;
  const stepped = Math.round(value / OPACITY_STEP) * OPACITY_STEP;
  return Math.round(Math.min(MAX_OPACITY, Math.max(MIN_OPACITY, stepped)) * 10) / 10;
}

interface LiveStatsState {
  isOpen: boolean;
  position: { x: number; y: number } | null;
  opacity: number;
  toggles: Record<LiveStatsToggle, boolean>;
  session: SessionStats;
  /** Whose session this is: another player signing in on this browser starts afresh. */
  owner: string | null;
  toggleOpen: () => void;
  close: () => void;
  move: (position: { x: number; y: number }) => void;
  setOpacity: (opacity: number) => void;
  setToggle: (toggle: LiveStatsToggle, isOn: boolean) => void;
  recordBet: (owner: string, bet: SettledBet) => void;
  resetSession: () => void;
}

/** The panel and the session it shows, kept across reloads (localStorage). */
export const useLiveStatsStore = create<LiveStatsState>()(
  persist(
    (set, get) => ({
      isOpen: false,
      position: null,
      opacity: MAX_OPACITY,
      toggles: DEFAULT_TOGGLES,
      session: EMPTY_SESSION,
      owner: null,
      toggleOpen: () => set({ isOpen: !get().isOpen }),
      close: () => set({ isOpen: false }),
      move: (position) => set({ position }),
      setOpacity: (opacity) => set({ opacity: clampOpacity(opacity) }),
      setToggle: (toggle, isOn) => set({ toggles: { ...get().toggles, [toggle]: isOn } }),
      recordBet: (owner, bet) => {
        const session = get().owner === owner ? get().session : EMPTY_SESSION;
        set({ owner, session: addSettledBet(session, bet) });
      },
      resetSession: () => set({ session: EMPTY_SESSION }),
    }),
    {
      name: 'tengu-live-stats',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isOpen, position, opacity, toggles, session, owner }) => ({
        isOpen,
        position,
        opacity,
        toggles,
        session,
        owner,
      }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<LiveStatsState>;
        return {
          ...current,
          ...stored,
          opacity: clampOpacity(stored.opacity ?? current.opacity),
          toggles: { ...DEFAULT_TOGGLES, ...stored.toggles },
          session: { ...EMPTY_SESSION, ...stored.session },
        };
      },
    },
  ),
);
