import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SbEventDetail } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** GET /api/sports/events/:id: an event with all its markets. */
export function getEvent(id: string, signal?: AbortSignal): Promise<SbEventDetail> {
  return api.get<SbEventDetail>(`/sports/events/${encodeURIComponent(id)}`, { signal });
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: sportsKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
