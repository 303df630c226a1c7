import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeoResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/geo: the visitor's country and whether it is blocked (AE, GB). */
export function getGeo(signal?: AbortSignal): Promise<GeoResponse> {
  return api.get<GeoResponse>('/geo', { signal });
}

export function geoQueryOptions() {
  return queryOptions({
    queryKey: ['geo'] as const,
    queryFn: ({ signal }) => getGeo(signal),
    staleTime: Infinity,
  });
}

export function useGeo() {
  return useQuery(geoQueryOptions());
}
