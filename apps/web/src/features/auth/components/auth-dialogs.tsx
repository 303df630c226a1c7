import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { ChangePasswordModal } from './change-password-modal';
import { CountryRestrictionModal } from './country-restriction-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { LogoutModal } from './logout-modal';
import { SetUsernameModal } from './set-username-modal';
import { SignupModal } from './signup-modal';
import { TwoFactorModal } from './two-factor-modal';

/** The open account modal; one closes as the next opens (spec document 1 section 4). */
export function AuthDialogs() {
  const modal = useAuthModalStore((s) => s.modal);
  if (!modal) return null;
  switch (modal.kind) {
    case 'signIn':
      return <LoginModal />;
    case 'register':
      return <SignupModal />;
    case 'twoFactor':
      return <TwoFactorModal key={modal.tempToken} tempToken={modal.tempToken} />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'changePassword':
      return <ChangePasswordModal token={modal.token} />;
    case 'setUsername':
      return <SetUsernameModal />;
    case 'logout':
      return <LogoutModal />;
    case 'countryRestricted':
      return <CountryRestrictionModal block={modal.block} />;
  }
}
