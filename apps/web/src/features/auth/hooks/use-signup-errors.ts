import { useCallback } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PASSWORD_MESSAGE_KEYS } from '@/features/auth/password-rules';
import type { SignupFormValues } from '@/features/auth/signup-schema';
import { ApiError } from '@/lib/api-client';
import { useCommonAuthErrors } from './use-common-auth-errors';

/**
 * The sign-up error catalogue (spec document 2 section 8): a taken username or email, an IP
 * that already signed up ('Error signing up.'), a blocked country; anything else is read as a
 * bad referral code when one was sent.
 */
export function useSignupErrors(setError: UseFormSetError<SignupFormValues>) {
  const { t } = useTranslation();
  const handleCommon = useCommonAuthErrors();
  return useCallback(
    (error: unknown, sentReferral: boolean) => {
      if (handleCommon(error) || !(error instanceof ApiError)) return;
      switch (error.code) {
        case 'USERNAME_TAKEN':
          setError('username', { message: 'auth.validation.usernameTaken' });
          toast.error(t('auth.toasts.usernameExists'));
          return;
        case 'EMAIL_TAKEN':
          toast.error(t('auth.toasts.emailExists'));
          return;
        case 'SIGNUP_IP_USED':
          toast.error(t('auth.toasts.signupIpUsed'));
          return;
        case 'WEAK_PASSWORD':
          setError('password', {
            message:
              PASSWORD_MESSAGE_KEYS[error.message as keyof typeof PASSWORD_MESSAGE_KEYS] ??
              'auth.validation.passwordCommon',
          });
          return;
        case 'CONSENT_REQUIRED':
          setError('consent', { message: 'auth.validation.consent' });
          return;
      }
      if (sentReferral || error.code === 'INVALID_REFERRAL_CODE') {
        setError('referralCode', { message: 'auth.validation.invalidReferral' });
        toast.error(t('auth.validation.invalidReferral'));
      } else {
        toast.error(t('auth.toasts.signupFailed'));
      }
    },
    [handleCommon, setError, t],
  );
}
