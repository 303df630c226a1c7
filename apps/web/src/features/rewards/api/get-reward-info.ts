import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

/** GET /api/rewards: balances, Daily Dollars, boost and bonuses (spec document 1 section 3). */
export function getRewardInfo(signal?: AbortSignal): Promise<RewardInfo> {
  return api.get<RewardInfo>('/rewards', { signal });
}

export function rewardInfoQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.info,
    queryFn: ({ signal }) => getRewardInfo(signal),
  });
}

/** The signed-in player's rewards; visitors (`isEnabled` false) make no request. */
export function useRewardInfo(isEnabled = true) {
  return useQuery({ ...rewardInfoQueryOptions(), enabled: isEnabled });
}
