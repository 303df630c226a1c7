import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, UserDetails } from '@tengu/shared';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { api } from '@/lib/api';

/** PUT /api/users/me/privacy: show or hide the name in public bet feeds. */
export function setPrivacy(settings: PrivacySettings): Promise<UserDetails> {
  return api.put<UserDetails>('/users/me/privacy', settings);
}

export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivacy,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
