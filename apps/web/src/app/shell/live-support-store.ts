import { create } from 'zustand';

/**
 * The live-support widget (spec document 1 section 2: Live Support opens a chat widget) and the
 * staff answers the player has not read yet (the button's badge; features/live-support).
 */
export const useLiveSupportStore = create<{
  isOpen: boolean;
  unread: number;
  open: () => void;
  close: () => void;
  toggle: () => void;
  setUnread: (unread: number) => void;
}>()((set, get) => ({
  isOpen: false,
  unread: 0,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  toggle: () => set({ isOpen: !get().isOpen }),
  setUnread: (unread) => set({ unread }),
}));
