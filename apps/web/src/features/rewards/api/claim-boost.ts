import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoostStatus, RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import { boostWindowIdAt } from '../boost-slots';
import { activateBoost } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

export interface BoostClaimResponse {
  success: boolean;
  boost_type: number;
  expiry: string;
}

/** POST /api/rewards/boost/claim: the boosted rakeback rate for 8 hours (one per UTC window). */
export function claimBoost(): Promise<BoostClaimResponse> {
  return api.post<BoostClaimResponse>('/rewards/boost/claim');
}

export function useClaimBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBoost,
    onSuccess: ({ expiry }) => {
      const slot = boostWindowIdAt(new Date());
      queryClient.setQueryData<BoostStatus>(rewardQueryKeys.boost, (old) =>
        activateBoost(old, expiry, slot),
      );
      queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) => {
        const boost = activateBoost(old?.boost, expiry, slot);
        return old && boost ? { ...old, boost } : old;
      });
      void queryClient.invalidateQueries({ queryKey: rewardQueryKeys.boost });
      void queryClient.invalidateQueries({ queryKey: rewardQueryKeys.inventory });
    },
  });
}
