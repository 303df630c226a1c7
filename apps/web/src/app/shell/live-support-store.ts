import { create } from 'zustand';

/** The live-support widget (spec document 1 section 2: Live Support opens a chat widget). */
export const useLiveSupportStore = create<{
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}>()((set, get) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  toggle: () => set({ isOpen: !get().isOpen }),
}));
