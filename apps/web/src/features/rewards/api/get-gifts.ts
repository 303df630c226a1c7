import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

export interface GiftsResponse {
  gifts: Gift[];
}

/** GET /api/rewards/gifts: the player's gifts, claimed or not (spec document 1 section 3). */
export function getGifts(signal?: AbortSignal): Promise<GiftsResponse> {
  return api.get<GiftsResponse>('/rewards/gifts', { signal });
}

export function giftsQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.gifts,
    queryFn: ({ signal }) => getGifts(signal),
  });
}

export function useGifts(isEnabled = true) {
  return useQuery({ ...giftsQueryOptions(), enabled: isEnabled });
}
