import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaffleDrawDetail } from '@tengu/shared';
import { api } from '@/lib/api';
import { raffleQueryKeys } from './raffle-query-keys';

/** GET /api/raffle/draws/:week (public): a drawn week's seed, public value and ticket table. */
export function getRaffleDraw(week: string, signal?: AbortSignal): Promise<RaffleDrawDetail> {
  return api.get<RaffleDrawDetail>(`/raffle/draws/${week}`, { signal });
}

export function raffleDrawQueryOptions(week: string) {
  return queryOptions({
    queryKey: raffleQueryKeys.draw(week),
    queryFn: ({ signal }) => getRaffleDraw(week, signal),
    // A drawn week never changes.
    staleTime: Infinity,
  });
}

/** Fetched only when the player asks to verify (`isEnabled`). */
export function useRaffleDraw(week: string, isEnabled: boolean) {
  return useQuery({ ...raffleDrawQueryOptions(week), enabled: isEnabled });
}
