import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BetGame, BetListResponse } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** GET /api/bets?game=&cursor=: the player's own bets, newest first, 20 a page. */
export function getBets(
  params: { game?: BetGame; cursor?: string },
  signal?: AbortSignal,
): Promise<BetListResponse> {
  return api.get<BetListResponse>('/bets', { query: params, signal });
}

export const betsQueryKey = ['bets', 'mine'] as const;

export function betsInfiniteQueryOptions(game?: BetGame) {
  return infiniteQueryOptions({
    queryKey: [...betsQueryKey, game ?? 'all'],
    queryFn: ({ pageParam, signal }) => getBets({ game, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMyBets(game?: BetGame) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...betsInfiniteQueryOptions(game), enabled: isLoggedIn });
}
