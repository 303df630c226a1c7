import type { ChallengeWinnerPayload } from '@tengu/shared';
import { create } from 'zustand';

/** The Challenge Won modal (spec document 2 section 2): the win it shows, if any. */
export const useChallengeWonStore = create<{
  win: ChallengeWinnerPayload | null;
  show: (win: ChallengeWinnerPayload) => void;
  close: () => void;
}>()((set) => ({
  win: null,
  show: (win) => set({ win }),
  close: () => set({ win: null }),
}));
