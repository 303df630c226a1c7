import { create } from 'zustand';

/** Whose profile the profile modal shows (spec document 2 section 2, User profile details). */
export const useProfileModalStore = create<{
  username: string | null;
  open: (username: string) => void;
  close: () => void;
}>()((set) => ({
  username: null,
  open: (username) => set({ username }),
  close: () => set({ username: null }),
}));
