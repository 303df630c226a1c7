import { create } from 'zustand';

/**
 * Tip Freespins (spec document 2 section 2): opened from a player's profile with the recipient
 * set. Only this store loads with the first page; the modal and its strings load when it opens.
 */
export const useTipFreeSpinsStore = create<{
  recipient: string | null;
  open: (username: string) => void;
  close: () => void;
}>()((set) => ({
  recipient: null,
  open: (recipient) => set({ recipient }),
  close: () => set({ recipient: null }),
}));
