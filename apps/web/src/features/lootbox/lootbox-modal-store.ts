import type { LootboxResult } from '@tengu/shared';
import { create } from 'zustand';

/**
 * The Open Lootbox modal and its free-spins popup (spec document 2 section 2). Only this store
 * loads with the first page; the modals' code and strings load when one opens.
 */
export const useLootboxModalStore = create<{
  isOpen: boolean;
  /** The code to prefill (`?lootbox=CODE`, or none). */
  code: string;
  /** The free-spin prize the popup shows, if open. */
  freeSpins: LootboxResult | null;
  open: (code?: string) => void;
  close: () => void;
  showFreeSpins: (result: LootboxResult) => void;
  closeFreeSpins: () => void;
}>()((set) => ({
  isOpen: false,
  code: '',
  freeSpins: null,
  open: (code = '') => set({ isOpen: true, code }),
  close: () => set({ isOpen: false, freeSpins: null }),
  showFreeSpins: (freeSpins) => set({ freeSpins }),
  closeFreeSpins: () => set({ freeSpins: null }),
}));

export const openLootboxModal = (code?: string) => useLootboxModalStore.getState().open(code);
