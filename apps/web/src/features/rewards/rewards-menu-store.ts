import { create } from 'zustand';

/** The header's rewards dropdown: open from its button or with F1 (spec document 1 section 2). */
export const useRewardsMenuStore = create<{
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}>()((set) => ({ isOpen: false, setOpen: (isOpen) => set({ isOpen }) }));
