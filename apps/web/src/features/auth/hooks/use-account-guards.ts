import { useEffect } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useGeo } from '@/features/auth/api/get-geo';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';

/**
 * Spec document 2 section 4: on the user-details fetch, need_change_username forces the Set
 * username modal and need_change_password opens the forgot-password modal. A visitor from a
 * blocked country sees the Country restriction modal once.
 */
export function useAccountGuards(): void {
  const { data: user } = useCurrentUser();
  const { data: geo } = useGeo();

  useEffect(() => {
    if (!user) return;
    const modals = useAuthModalStore.getState();
    if (user.need_change_username && modals.modal?.kind !== 'setUsername') {
      modals.open('setUsername');
    } else if (user.need_change_password && modals.modal === null) {
      modals.open('forgotPassword');
    }
  }, [user]);

  useEffect(() => {
    if (!geo?.blocked) return;
    useAuthModalStore.getState().show({
      kind: 'countryRestricted',
      block: {
        countryCode: geo.country_code ?? '',
        countryName: geo.country_name ?? '',
        title: '',
        message: '',
      },
    });
  }, [geo]);
}
