import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoostStatus } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

/** GET /api/rewards/boost: the boost's expiry, percentage, claimability and the three slots. */
export function getBoostStatus(signal?: AbortSignal): Promise<BoostStatus> {
  return api.get<BoostStatus>('/rewards/boost', { signal });
}

export function boostStatusQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.boost,
    queryFn: ({ signal }) => getBoostStatus(signal),
  });
}

export function useBoostStatus(isEnabled = true) {
  return useQuery({ ...boostStatusQueryOptions(), enabled: isEnabled });
}
