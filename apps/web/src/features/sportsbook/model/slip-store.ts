import type { SbMarket, SbOddsChangedDetails } from '@tengu/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  acceptPrices,
  applyOddsChanged,
  mergeSlipWithMarkets,
  selectionKey,
  toggleSelection,
  type SlipMode,
  type SlipSelection,
} from './slip-rules';

interface SlipState {
  selections: SlipSelection[];
  mode: SlipMode;
  stakes: Record<string, string>;
  multiStake: string;
  /** The placement attempt in flight or last failed without an answer (its slipId is reused). */
  attempt: { slipId: string; fingerprint: string } | null;
  /** The phone drawer is open. */
  isOpen: boolean;
  toggle: (pick: SlipSelection) => void;
  remove: (key: string) => void;
  clear: () => void;
  setMode: (mode: SlipMode) => void;
  setStake: (key: string, stake: string) => void;
  setMultiStake: (stake: string) => void;
  setAttempt: (attempt: { slipId: string; fingerprint: string } | null) => void;
  applyUpdate: (eventId: string, markets: readonly SbMarket[], isLive?: boolean) => void;
  applyOddsChanged: (details: SbOddsChangedDetails) => void;
  acceptPrices: () => void;
  setOpen: (isOpen: boolean) => void;
}

/** The bet slip (ADR 043): selections and stakes survive a reload; the drawer state does not. */
export const useSlipStore = create<SlipState>()(
  persist(
    (set, get) => ({
      selections: [],
      mode: 'singles',
      stakes: {},
      multiStake: '',
      attempt: null,
      isOpen: false,
      toggle: (pick) => {
        const selections = toggleSelection(get().selections, pick);
        // A second pick makes a multi, what most players mean; one pick is a single.
        const before = get().selections.length;
        const mode = selections.length < 2 ? 'singles' : before < 2 ? 'multi' : get().mode;
        set({ selections, mode });
      },
      remove: (key) => set({ selections: get().selections.filter((s) => selectionKey(s) !== key) }),
      clear: () => set({ selections: [], stakes: {}, multiStake: '', attempt: null }),
      setMode: (mode) => set({ mode }),
      setStake: (key, stake) => set({ stakes: { ...get().stakes, [key]: stake } }),
      setMultiStake: (multiStake) => set({ multiStake }),
      setAttempt: (attempt) => set({ attempt }),
      applyUpdate: (eventId, markets, isLive) => {
        const current = get().selections;
        if (!current.some((s) => s.eventId === eventId)) return;
        set({ selections: mergeSlipWithMarkets(current, eventId, markets, isLive) });
      },
      applyOddsChanged: (details) =>
        set({ selections: applyOddsChanged(get().selections, details) }),
      acceptPrices: () => set({ selections: acceptPrices(get().selections) }),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    {
      name: 'tengu-sportsbook-slip',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        selections: s.selections,
        mode: s.mode,
        stakes: s.stakes,
        multiStake: s.multiStake,
        attempt: s.attempt,
      }),
    },
  ),
);
