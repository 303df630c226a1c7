import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** GET /api/users/me: the signed-in player's details. */
export function getCurrentUser(signal?: AbortSignal): Promise<UserDetails> {
  return api.get<UserDetails>('/users/me', { signal });
}

export const currentUserQueryKey = ['users', 'me'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

/** The player's details while signed in; visitors get no request. */
export function useCurrentUser() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...currentUserQueryOptions(), enabled: isLoggedIn });
}
