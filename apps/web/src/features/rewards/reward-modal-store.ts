import type { ClaimResult, Gift } from '@tengu/shared';
import { create } from 'zustand';

/** The rewards modals of spec document 2 section 2; their code loads only when one opens. */
export type RewardModal =
  | { kind: 'claimNotification'; result: ClaimResult }
  | { kind: 'claimGift'; gift: Gift }
  | { kind: 'calendar' }
  | { kind: 'levelRewards' };

export const useRewardModalStore = create<{
  modal: RewardModal | null;
  open: (modal: RewardModal) => void;
  close: () => void;
}>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));

/** Openers for other parts of the app (the /rewards and /vip pages). */
export const openClaimNotification = (result: ClaimResult) =>
  useRewardModalStore.getState().open({ kind: 'claimNotification', result });
export const openClaimGift = (gift: Gift) =>
  useRewardModalStore.getState().open({ kind: 'claimGift', gift });
export const openRewardCalendar = () => useRewardModalStore.getState().open({ kind: 'calendar' });
export const openLevelRewards = () => useRewardModalStore.getState().open({ kind: 'levelRewards' });
