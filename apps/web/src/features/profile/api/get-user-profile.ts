import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfileResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/users/:username/profile: a player's public profile. */
export function getUserProfile(
  username: string,
  signal?: AbortSignal,
): Promise<UserProfileResponse> {
  return api.get<UserProfileResponse>(`/users/${encodeURIComponent(username)}/profile`, {
    signal,
  });
}

export function userProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['users', 'profile', username.toLowerCase()] as const,
    queryFn: ({ signal }) => getUserProfile(username, signal),
  });
}

export function useUserProfile(username: string | null) {
  return useQuery({ ...userProfileQueryOptions(username ?? ''), enabled: !!username });
}
