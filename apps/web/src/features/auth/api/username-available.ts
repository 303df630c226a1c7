import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsernameAvailableResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/users/username-available?username= (signed in: your own name counts as free). */
export function getUsernameAvailable(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailableResponse> {
  return api.get<UsernameAvailableResponse>('/users/username-available', {
    query: { username },
    signal,
  });
}

export function usernameAvailableQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['users', 'username-available', username.toLowerCase()] as const,
    queryFn: ({ signal }) => getUsernameAvailable(username, signal),
    staleTime: 10_000,
  });
}

export function useUsernameAvailable(username: string, options: { isEnabled: boolean }) {
  return useQuery({ ...usernameAvailableQueryOptions(username), enabled: options.isEnabled });
}
