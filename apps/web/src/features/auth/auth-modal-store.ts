import { create } from 'zustand';

export type AuthModalKind = 'signIn' | 'register';

interface AuthModalState {
  kind: AuthModalKind | null;
  /** Opened because the player tried a page that needs an account (spec: sign-up modal opens). */
  isGateReason: boolean;
  open: (kind: AuthModalKind, options?: { isGateReason?: boolean }) => void;
  close: () => void;
}

export const useAuthModalStore = create<AuthModalState>()((set) => ({
  kind: null,
  isGateReason: false,
  open: (kind, options) => set({ kind, isGateReason: options?.isGateReason ?? false }),
  close: () => set({ kind: null, isGateReason: false }),
}));
