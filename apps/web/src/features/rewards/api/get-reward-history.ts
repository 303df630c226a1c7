import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RewardClaimRecord } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

/** The server's default page (rewardHistoryQuerySchema), repeated to keep zod off this chunk. */
export const REWARD_HISTORY_PAGE_SIZE = 20;

export interface RewardHistoryResponse {
  claims: RewardClaimRecord[];
  hasMore: boolean;
}

/** GET /api/rewards/history?limit&offset: the player's claims, newest first. */
export function getRewardHistory(
  offset: number,
  signal?: AbortSignal,
): Promise<RewardHistoryResponse> {
  return api.get<RewardHistoryResponse>('/rewards/history', {
    query: { limit: REWARD_HISTORY_PAGE_SIZE, offset },
    signal,
  });
}

export function rewardHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: rewardQueryKeys.history,
    queryFn: ({ pageParam, signal }) => getRewardHistory(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.claims.length, 0) : undefined,
  });
}

export function useRewardHistory(isEnabled = true) {
  return useInfiniteQuery({ ...rewardHistoryQueryOptions(), enabled: isEnabled });
}
