import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeSpinOptionsResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/provider-games/free-spins/options: providers with free spins, amounts, limits. */
export function getFreeSpinOptions(signal?: AbortSignal): Promise<FreeSpinOptionsResponse> {
  return api.get<FreeSpinOptionsResponse>('/provider-games/free-spins/options', { signal });
}

export const freeSpinOptionsQueryKey = ['free-spins', 'options'] as const;

export function useFreeSpinOptions() {
  return useQuery(
    queryOptions({
      queryKey: freeSpinOptionsQueryKey,
      queryFn: ({ signal }) => getFreeSpinOptions(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
