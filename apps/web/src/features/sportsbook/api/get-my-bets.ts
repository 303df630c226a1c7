import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SbMyBetsPage } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** GET /api/sports/bets?status=open|settled&cursor=: the player's sports bets, newest first. */
export function getMyBets(
  status: 'open' | 'settled',
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SbMyBetsPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return api.get<SbMyBetsPage>(`/sports/bets?${params.toString()}`, { signal });
}

export function myBetsQueryOptions(status: 'open' | 'settled') {
  return infiniteQueryOptions({
    queryKey: sportsKeys.myBetsOf(status),
    queryFn: ({ pageParam, signal }) => getMyBets(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useMyBets(status: 'open' | 'settled', isEnabled = true) {
  return useInfiniteQuery({ ...myBetsQueryOptions(status), enabled: isEnabled });
}
