import { create } from 'zustand';

/** The shortcuts modal (F12). */
export const useShortcutsStore = create<{
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}>()((set) => ({ isOpen: false, setOpen: (isOpen) => set({ isOpen }) }));
