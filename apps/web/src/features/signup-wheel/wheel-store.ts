import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The prize a visitor claimed from the wheel, kept for sign-up (spec document 2 section 4). */
export interface WheelGift {
  token: string;
  winningIndex: number;
  /** Dollars (decimal string), for the sign-up banner. */
  prize: string;
  expiresAt: string;
}

interface WheelState {
  isOpen: boolean;
  gift: WheelGift | null;
  open: () => void;
  close: () => void;
  keepGift: (gift: WheelGift) => void;
  clearGift: () => void;
}

/** The wheel's modal and the claimed gift (kept for the tab's session, until sign-up uses it). */
export const useWheelStore = create<WheelState>()(
  persist(
    (set) => ({
      isOpen: false,
      gift: null,
      open: () => set({ isOpen: true }),
      close: () => set({ isOpen: false }),
      keepGift: (gift) => set({ gift, isOpen: false }),
      clearGift: () => set({ gift: null }),
    }),
    {
      name: 'tengu-wheel-gift',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ gift: state.gift }),
    },
  ),
);

/** The gift, unless it has expired. */
export function useWheelGift(): WheelGift | null {
  const gift = useWheelStore((s) => s.gift);
  return gift && Date.parse(gift.expiresAt) > Date.now() ? gift : null;
}

export const openSignupWheel = () => useWheelStore.getState().open();
