import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlackjackActiveResponse } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** GET /api/games/blackjack/active: the running hand after a reload, or null. */
export function getActiveBlackjack(signal?: AbortSignal): Promise<BlackjackActiveResponse> {
  return api.get<BlackjackActiveResponse>('/games/blackjack/active', { signal });
}

export const activeBlackjackQueryKey = ['games', 'blackjack', 'active'] as const;

export function activeBlackjackQueryOptions() {
  return queryOptions({
    queryKey: activeBlackjackQueryKey,
    queryFn: ({ signal }) => getActiveBlackjack(signal),
    staleTime: Infinity,
  });
}

export function useActiveBlackjack() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...activeBlackjackQueryOptions(), enabled: isLoggedIn });
}
