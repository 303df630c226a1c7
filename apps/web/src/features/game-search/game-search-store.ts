import type { Game } from '@tengu/shared';
import { create } from 'zustand';

/** The game search modal (sidebar search, header search button, Ctrl or Cmd+F). */
export const useGameSearchStore = create<{
  isOpen: boolean;
  /** Set when a multiplay page asks for one more game: Multiplay starts on with these picked. */
  multiplaySeed: Game[] | null;
  setOpen: (isOpen: boolean) => void;
  openForMultiplay: (games: Game[]) => void;
}>()((set) => ({
  isOpen: false,
  multiplaySeed: null,
  setOpen: (isOpen) => set({ isOpen, multiplaySeed: null }),
  openForMultiplay: (games) => set({ isOpen: true, multiplaySeed: games }),
}));
