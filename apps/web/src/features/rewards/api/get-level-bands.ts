import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LevelRewardBand } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

export interface LevelBandsResponse {
  level_bands: LevelRewardBand[];
}

/** GET /api/rewards/levels (public): every VIP band with its level-up reward. */
export function getLevelBands(signal?: AbortSignal): Promise<LevelBandsResponse> {
  return api.get<LevelBandsResponse>('/rewards/levels', { signal });
}

export function levelBandsQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.levels,
    queryFn: ({ signal }) => getLevelBands(signal),
    // The bands change only when an operator edits them; `user:levelThresholds` reports that.
    staleTime: 10 * 60_000,
  });
}

/** Public: visitors may read the bands too. */
export function useLevelBands(isEnabled = true) {
  return useQuery({ ...levelBandsQueryOptions(), enabled: isEnabled });
}
