import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SbEventsPage, SbEventsQuery } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** GET /api/sports/events?sport=&competition=&status=&limit= (main market only). */
export function getEvents(query: SbEventsQuery, signal?: AbortSignal): Promise<SbEventsPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return api.get<SbEventsPage>(`/sports/events${search ? `?${search}` : ''}`, { signal });
}

export function eventsQueryOptions(query: SbEventsQuery) {
  return queryOptions({
    queryKey: sportsKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
    // Live prices arrive over the socket; the list itself changes as matches start and end.
    refetchInterval: 60_000,
  });
}

export function useEvents(query: SbEventsQuery) {
  return useQuery(eventsQueryOptions(query));
}
