import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MinesActiveResponse } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** GET /api/games/mines/active: the running game after a reload, or null. */
export function getActiveMines(signal?: AbortSignal): Promise<MinesActiveResponse> {
  return api.get<MinesActiveResponse>('/games/mines/active', { signal });
}

export const activeMinesQueryKey = ['games', 'mines', 'active'] as const;

export function activeMinesQueryOptions() {
  return queryOptions({
    queryKey: activeMinesQueryKey,
    queryFn: ({ signal }) => getActiveMines(signal),
    staleTime: Infinity,
  });
}

export function useActiveMines() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...activeMinesQueryOptions(), enabled: isLoggedIn });
}
