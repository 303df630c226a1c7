import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentBetTab, RecentBetsResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/bets/recent?tab=: the latest public bets (All Bets, High Rollers), newest first. */
export function getRecentBets(
  tab: RecentBetTab,
  signal?: AbortSignal,
): Promise<RecentBetsResponse> {
  return api.get<RecentBetsResponse>('/bets/recent', { query: { tab }, signal });
}

export const recentBetsQueryKey = ['bets', 'recent'] as const;

/** Visitors have no socket (ADR 005): their tables refresh this often instead. */
const VISITOR_REFRESH_MS = 15_000;

export function recentBetsQueryOptions(tab: RecentBetTab, hasSocket: boolean) {
  return queryOptions({
    queryKey: [...recentBetsQueryKey, tab],
    queryFn: ({ signal }) => getRecentBets(tab, signal),
    // The socket appends what is newer; without one the list is read again now and then.
    staleTime: hasSocket ? Infinity : VISITOR_REFRESH_MS,
    refetchInterval: hasSocket ? false : VISITOR_REFRESH_MS,
  });
}

export function useRecentBets(tab: RecentBetTab, hasSocket: boolean) {
  return useQuery(recentBetsQueryOptions(tab, hasSocket));
}
