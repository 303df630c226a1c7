import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@tengu/shared';
import { api } from '@/lib/api';
import { currentUserQueryKey } from './get-current-user';

/** PUT /api/users/me/username: also clears need_change_username. */
export function changeUsername(username: string): Promise<UserDetails> {
  return api.put<UserDetails>('/users/me/username', { username });
}

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
