import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/sessions: the player's signed-in devices, newest activity first. */
export function getSessions(signal?: AbortSignal): Promise<SessionListResponse> {
  return api.get<SessionListResponse>('/sessions', { signal });
}

export const sessionsQueryKey = ['sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
