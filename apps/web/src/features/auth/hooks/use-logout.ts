import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useAuthStore } from '@/features/auth/store';
import { useLocalizedPath } from '@/lib/localized-link';

/**
 * Logout confirm (spec document 2 section 2): the server revokes this session, then the stored
 * user and details are cleared and the player goes home, even if the server call failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      useAuthStore.getState().clearSession();
      queryClient.removeQueries({ queryKey: ['users', 'me'] });
      queryClient.removeQueries({ queryKey: ['sessions'] });
      useAuthModalStore.getState().close();
      void navigate(localize('/'));
    },
  });
}
