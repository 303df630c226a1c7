import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeedHistoryResponse } from '@tengu/shared';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';

/** GET /api/fairness/history: revealed pairs, newest first. */
export function getSeedHistory(signal?: AbortSignal): Promise<SeedHistoryResponse> {
  return api.get<SeedHistoryResponse>('/fairness/history', { signal });
}

export const seedHistoryQueryKey = ['fairness', 'history'] as const;

export function seedHistoryQueryOptions() {
  return queryOptions({
    queryKey: seedHistoryQueryKey,
    queryFn: ({ signal }) => getSeedHistory(signal),
  });
}

export function useSeedHistory(isEnabled = true) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...seedHistoryQueryOptions(), enabled: isLoggedIn && isEnabled });
}
