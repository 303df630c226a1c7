import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaffleOverview } from '@tengu/shared';
import { api } from '@/lib/api';
import { raffleQueryKeys } from './raffle-query-keys';

/** GET /api/raffle (public): the running week, prize pool, prices and the last draw. */
export function getRaffleOverview(signal?: AbortSignal): Promise<RaffleOverview> {
  return api.get<RaffleOverview>('/raffle', { signal });
}

export function raffleOverviewQueryOptions() {
  return queryOptions({
    queryKey: raffleQueryKeys.overview,
    queryFn: ({ signal }) => getRaffleOverview(signal),
    // The week's ticket total moves with everyone's play.
    refetchInterval: 60_000,
  });
}

export function useRaffleOverview() {
  return useQuery(raffleOverviewQueryOptions());
}
