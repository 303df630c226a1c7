import { create } from 'zustand';

export type PaymentsModal = 'deposit' | 'withdraw';

/** The spec's default currency for /deposit and /withdraw (document 1 section 2, Routes). */
export const DEFAULT_PAYMENTS_CURRENCY = 'solana';

export interface PaymentsModalState {
  modal: PaymentsModal | null;
  /** A currency id or nick ('solana', 'bitcoin', 'btc', 'usdt', ...); resolved by the modal. */
  currency: string;
  /** Detail modal (deposit or withdrawal record) opened from history or a toast. */
  detail: { kind: 'deposit' | 'withdrawal'; id: string } | null;
  openDeposit: (currency?: string) => void;
  openWithdraw: (currency?: string) => void;
  openDetail: (kind: 'deposit' | 'withdrawal', id: string) => void;
  close: () => void;
}

/** Which payments modal is open; the modals' code loads only when one opens. */
export const usePaymentsModalStore = create<PaymentsModalState>()((set) => ({
  modal: null,
  currency: DEFAULT_PAYMENTS_CURRENCY,
  detail: null,
  openDeposit: (currency) =>
    set({
      modal: 'deposit',
      detail: null,
      currency: currency?.trim() || DEFAULT_PAYMENTS_CURRENCY,
    }),
  openWithdraw: (currency) =>
    set({
      modal: 'withdraw',
      detail: null,
      currency: currency?.trim() || DEFAULT_PAYMENTS_CURRENCY,
    }),
  openDetail: (kind, id) => set({ modal: null, detail: { kind, id } }),
  close: () => set({ modal: null, detail: null }),
}));
