import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardStats } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

/** GET /api/rewards/stats: totals claimed per kind (spec document 2 section 3). */
export function getRewardStats(signal?: AbortSignal): Promise<RewardStats> {
  return api.get<RewardStats>('/rewards/stats', { signal });
}

export function rewardStatsQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.stats,
    queryFn: ({ signal }) => getRewardStats(signal),
  });
}

export function useRewardStats(isEnabled = true) {
  return useQuery({ ...rewardStatsQueryOptions(), enabled: isEnabled });
}
