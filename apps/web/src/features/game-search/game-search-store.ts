import { create } from 'zustand';

/** The game search modal (sidebar search, header search button, Ctrl or Cmd+F). */
export const useGameSearchStore = create<{
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}>()((set) => ({ isOpen: false, setOpen: (isOpen) => set({ isOpen }) }));
