import { create } from 'zustand';
import type { VerifyGame } from './verify';

export type FairnessTab = 'seeds' | 'verify';

export interface VerifyPrefill {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  rows?: number;
  mines?: number;
  /** Towers / dojo-dash difficulty (issue 6). */
  difficulty?: string;
  /** The case a cases bet opened (issue 6). */
  caseId?: string;
}

/** The Provably Fair and Change Seed modals (spec document 2 section 2). */
interface FairnessModalState {
  isOpen: boolean;
  tab: FairnessTab;
  game: VerifyGame;
  prefill: VerifyPrefill | null;
  isChangeSeedOpen: boolean;
  /** What the player typed in the Seeds tab; the Change Seed modal starts from it. */
  pendingClientSeed: string | null;
  setPendingClientSeed: (seed: string) => void;
  open: (options?: { tab?: FairnessTab; game?: VerifyGame; prefill?: VerifyPrefill }) => void;
  setTab: (tab: FairnessTab) => void;
  close: () => void;
  setChangeSeedOpen: (isOpen: boolean) => void;
}

export const useFairnessStore = create<FairnessModalState>()((set) => ({
  isOpen: false,
  tab: 'seeds',
  game: 'dice',
  prefill: null,
  isChangeSeedOpen: false,
  pendingClientSeed: null,
  setPendingClientSeed: (pendingClientSeed) => set({ pendingClientSeed }),
  open: (options) =>
    set((state) => ({
      isOpen: true,
      tab: options?.tab ?? 'seeds',
      game: options?.prefill?.game ?? options?.game ?? state.game,
      prefill: options?.prefill ?? null,
    })),
  setTab: (tab) => set({ tab }),
  close: () => set({ isOpen: false, prefill: null }),
  setChangeSeedOpen: (isChangeSeedOpen) => set({ isChangeSeedOpen }),
}));
