import { create } from 'zustand';

/** The country-block texts of a 403 RESTRICTED_COUNTRY answer (spec document 2 section 8). */
export interface CountryBlock {
  countryCode: string;
  countryName: string;
  /** The server's English texts, used for countries without a translated pair. */
  title: string;
  message: string;
}

/** The account modals (spec document 2 section 2); one is open at a time. */
export type AuthModal =
  | { kind: 'signIn' }
  | { kind: 'register' }
  | { kind: 'twoFactor'; tempToken: string }
  | { kind: 'forgotPassword' }
  | { kind: 'changePassword'; token: string | null }
  | { kind: 'setUsername' }
  | { kind: 'logout' }
  | { kind: 'countryRestricted'; block: CountryBlock };

export type AuthModalKind = AuthModal['kind'];
type SimpleKind = Exclude<AuthModalKind, 'twoFactor' | 'changePassword' | 'countryRestricted'>;

interface AuthModalState {
  modal: AuthModal | null;
  /** Opened because the player tried a page that needs an account (spec: sign-up modal opens). */
  isGateReason: boolean;
  open: (kind: SimpleKind, options?: { isGateReason?: boolean }) => void;
  show: (modal: AuthModal) => void;
  close: () => void;
}

export const useAuthModalStore = create<AuthModalState>()((set) => ({
  modal: null,
  isGateReason: false,
  open: (kind, options) => set({ modal: { kind }, isGateReason: options?.isGateReason ?? false }),
  show: (modal) => set({ modal, isGateReason: false }),
  close: () => set({ modal: null, isGateReason: false }),
}));
