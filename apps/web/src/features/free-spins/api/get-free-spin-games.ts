import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameSearchResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/**
 * The free-spin provider's slots (spec document 2 section 7, "Provider games | page 1, size 100,
 * provider hacksaw": for us the provider that grants free spins).
 */
export function getFreeSpinGames(
  provider: string,
  signal?: AbortSignal,
): Promise<GameSearchResponse> {
  return api.get<GameSearchResponse>('/games/search', {
    query: { provider, category: 'slots', page: 1, size: 100 },
    signal,
  });
}

export function useFreeSpinGames(provider: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['free-spins', 'games', provider ?? ''] as const,
      queryFn: ({ signal }) => getFreeSpinGames(provider ?? '', signal),
      enabled: provider !== undefined,
      staleTime: 60_000,
      retry: 1,
    }),
  );
}
