import { create } from 'zustand';

/**
 * Whether a provider game's page is open (issue 20): the header shows 'In Play' instead of the
 * balance while it is (spec document 1 section 2, Header), because the provider holds the stake.
 */
export const useProviderGameStore = create<{
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
}));
