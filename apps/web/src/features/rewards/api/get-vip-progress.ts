import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipProgress } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

/** GET /api/rewards/vip: amount wagered, level and the level bands with their rewards. */
export function getVipProgress(signal?: AbortSignal): Promise<VipProgress> {
  return api.get<VipProgress>('/rewards/vip', { signal });
}

export function vipProgressQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.vip,
    queryFn: ({ signal }) => getVipProgress(signal),
  });
}

export function useVipProgress(isEnabled = true) {
  return useQuery({ ...vipProgressQueryOptions(), enabled: isEnabled });
}
