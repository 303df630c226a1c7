import { create } from 'zustand';

export type WalletModal = 'vault' | 'tip';

/** Which wallet modal is open; the modals' code loads only when one opens. */
export const useWalletModalStore = create<{
  modal: WalletModal | null;
  open: (modal: WalletModal) => void;
  close: () => void;
}>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
