import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoldBalanceResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { questQueryKeys } from './quest-query-keys';

/** GET /api/quests/gold: the Gold balance and the player's multiplier. */
export function getGold(signal?: AbortSignal): Promise<GoldBalanceResponse> {
  return api.get<GoldBalanceResponse>('/quests/gold', { signal });
}

export function goldQueryOptions() {
  return queryOptions({ queryKey: questQueryKeys.gold, queryFn: ({ signal }) => getGold(signal) });
}

export function useGold(isEnabled = true) {
  return useQuery({ ...goldQueryOptions(), enabled: isEnabled });
}
