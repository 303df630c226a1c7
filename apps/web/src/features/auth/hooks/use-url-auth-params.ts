import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { recoverTwoFactor } from '@/features/auth/api/two-factor-recovery';
import { verifyEmail } from '@/features/auth/api/verify-email';
import {
  ATTRIBUTION_PARAMS,
  storeAttribution,
  type AttributionKey,
} from '@/features/auth/attribution';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useAuthStore } from '@/features/auth/store';
import { recordReferralClick } from '@/features/affiliate/record-referral-click';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Query parameters the accounts flows consume and then remove from the address bar. */
const CONSUMED = [
  'clickid',
  'campaignid',
  'r',
  'ref',
  'pw_token',
  'verify_email',
  'recovery_token',
];

/**
 * Spec document 1 section 2: `clickid` opens sign-up and is stored, `campaignid` is stored,
 * `pw_token` opens change-password. Also the referral link (`?r=`), the email-verification
 * link (`?verify_email=`) and the 2FA recovery link (`?recovery_token=`).
 */
export function useUrlAuthParams(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!CONSUMED.some((name) => params.has(name))) return;
    // StrictMode runs effects twice; a link token must be spent once.
    if (handled.current === location.search) return;
    handled.current = location.search;
    const modals = useAuthModalStore.getState();

    for (const key of Object.keys(ATTRIBUTION_PARAMS) as AttributionKey[]) {
      const value = ATTRIBUTION_PARAMS[key].map((name) => params.get(name)).find(Boolean);
      if (value) storeAttribution(key, value);
    }
    // Affiliate programme (issue 18 item 5): a visit with `?r=CODE` counts as one click.
    const referralCode = ATTRIBUTION_PARAMS.referralCode
      .map((name) => params.get(name))
      .find(Boolean);
    if (referralCode) recordReferralClick(referralCode);
    if (params.get('clickid') && useAuthStore.getState().accessToken === null) {
      modals.open('register');
    }

    const pwToken = params.get('pw_token');
    if (pwToken !== null) modals.show({ kind: 'changePassword', token: pwToken || null });

    const verifyToken = params.get('verify_email');
    if (verifyToken) {
      verifyEmail(verifyToken).then(
        () =>
          toast.success(t('auth.toasts.emailVerifiedTitle'), {
            description: t('auth.toasts.emailVerified'),
          }),
        () => toast.error(t('auth.validation.invalidToken')),
      );
    }

    const recoveryToken = params.get('recovery_token');
    if (recoveryToken) {
      recoverTwoFactor(recoveryToken).then(
        (result) => completeSignIn(result, 'loggedIn'),
        () => toast.error(t('auth.validation.invalidToken')),
      );
    }

    for (const name of CONSUMED) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, t, completeSignIn]);
}
