import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RafflePrize } from '@tengu/shared';
import { api } from '@/lib/api';
import { raffleQueryKeys } from './raffle-query-keys';

/** GET /api/raffle/prizes (document 2 section 7: Raffle prizes, no input, a list). */
export function getRafflePrizes(signal?: AbortSignal): Promise<{ prizes: RafflePrize[] }> {
  return api.get<{ prizes: RafflePrize[] }>('/raffle/prizes', { signal });
}

export function rafflePrizesQueryOptions() {
  return queryOptions({
    queryKey: raffleQueryKeys.prizes,
    queryFn: ({ signal }) => getRafflePrizes(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRafflePrizes(isEnabled: boolean) {
  return useQuery({ ...rafflePrizesQueryOptions(), enabled: isEnabled });
}
