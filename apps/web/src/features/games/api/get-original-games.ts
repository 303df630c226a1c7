import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginalBetGame, OriginalGamesResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/games/originals: which in-house games take bets now, and their limits (ADR 044). */
export function getOriginalGames(signal?: AbortSignal): Promise<OriginalGamesResponse> {
  return api.get<OriginalGamesResponse>('/games/originals', { signal });
}

export const originalGamesQueryKey = ['games', 'originals'] as const;

export function originalGamesQueryOptions() {
  return queryOptions({
    queryKey: originalGamesQueryKey,
    queryFn: ({ signal }) => getOriginalGames(signal),
    staleTime: 15_000,
    // An operator may close a game while the page is open.
    refetchInterval: 30_000,
  });
}

/** One game's state (undefined while loading or for a game that is not an original). */
export function useOriginalGameStatus(game: OriginalBetGame | string) {
  return useQuery({
    ...originalGamesQueryOptions(),
    select: (data) => data.games.find((g) => g.game === game),
  });
}
