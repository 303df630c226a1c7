import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { countryBlockOf } from '@/features/auth/auth-errors';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { ApiError } from '@/lib/api-client';

/**
 * Failures every account form shares: a blocked country opens the Country restriction modal
 * (spec document 2 section 8), too many attempts and server trouble get their own toast.
 * Returns true when it handled the error.
 */
export function useCommonAuthErrors() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): boolean => {
      const block = countryBlockOf(error);
      if (block) {
        useAuthModalStore.getState().show({ kind: 'countryRestricted', block });
        return true;
      }
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        toast.error(t('auth.toasts.rateLimited'));
        return true;
      }
      if (!(error instanceof ApiError) || error.status >= 500) {
        toast.error(t('auth.toasts.genericError'));
        return true;
      }
      return false;
    },
    [t],
  );
}
