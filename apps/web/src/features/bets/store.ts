import { create } from 'zustand';

/** Which bet's detail modal is open (spec document 1 section 2, Bet detail modal). */
interface BetDetailState {
  betId: string | null;
  open: (betId: string) => void;
  close: () => void;
}

export const useBetDetailStore = create<BetDetailState>()((set) => ({
  betId: null,
  open: (betId) => set({ betId }),
  close: () => set({ betId: null }),
}));
