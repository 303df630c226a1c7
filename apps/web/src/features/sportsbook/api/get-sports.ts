import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SbSportsOverview } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** GET /api/sports: the sports with their competitions and live / upcoming counts. */
export function getSports(signal?: AbortSignal): Promise<SbSportsOverview> {
  return api.get<SbSportsOverview>('/sports', { signal });
}

export const sportsOverviewQueryOptions = queryOptions({
  queryKey: sportsKeys.overview,
  queryFn: ({ signal }) => getSports(signal),
  staleTime: 30_000,
});

export function useSportsOverview() {
  return useQuery(sportsOverviewQueryOptions);
}
