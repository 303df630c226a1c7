import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SoundState {
  /** Muted by default (issue 14): a casino tab that beeps uninvited is a tab closed. */
  isMuted: boolean;
  toggle: () => void;
}

/** The game sound switch, remembered in localStorage across visits. */
export const useSoundStore = create<SoundState>()(
  persist(
    (set) => ({
      isMuted: true,
      toggle: () => set((s) => ({ isMuted: !s.isMuted })),
    }),
    {
      name: 'tengu-game-sound',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ isMuted: s.isMuted }),
    },
  ),
);
