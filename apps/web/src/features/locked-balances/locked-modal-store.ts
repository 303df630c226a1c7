import type { LockedBalance, LockedBalanceType } from '@tengu/shared';
import { create } from 'zustand';

/**
 * The locked balance modals of spec document 2 section 2: Deposit bonus info, Deposit bonus
 * locked-claim, Claim Bonus instructions (one variant per type) and Sign Up Spin. One at a time;
 * their code and strings load when one opens.
 */
export type LockedModal =
  | { kind: 'depositInfo' }
  | { kind: 'depositClaim'; id: string }
  | { kind: 'instructions'; type: LockedBalanceType }
  | { kind: 'signUpSpin'; id: string };

export const useLockedModalStore = create<{
  modal: LockedModal | null;
  open: (modal: LockedModal) => void;
  close: () => void;
}>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));

/** The header dropdown's click: a deposit bonus opens its claim modal, a spin its own. */
export function openLockedBalance(item: Pick<LockedBalance, 'id' | 'type'>): void {
  useLockedModalStore
    .getState()
    .open(
      item.type === 'deposit-bonus'
        ? { kind: 'depositClaim', id: item.id }
        : { kind: 'signUpSpin', id: item.id },
    );
}

export const openDepositBonusInfo = () =>
  useLockedModalStore.getState().open({ kind: 'depositInfo' });
