import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeedPair } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** GET /api/fairness/seeds: the active pair (server seed hashed) and the next hash. */
export function getSeeds(signal?: AbortSignal): Promise<SeedPair> {
  return api.get<SeedPair>('/fairness/seeds', { signal });
}

export const seedsQueryKey = ['fairness', 'seeds'] as const;

export function seedsQueryOptions() {
  return queryOptions({ queryKey: seedsQueryKey, queryFn: ({ signal }) => getSeeds(signal) });
}

export function useSeeds(isEnabled = true) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...seedsQueryOptions(), enabled: isLoggedIn && isEnabled });
}
