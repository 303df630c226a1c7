import { useMutation } from '@tanstack/react-query';
import type { ClaimResult, RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import { useClaimEffects } from './claim-effects';
import { patchBalances } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

/** POST /api/rewards/referral/claim: the referral bonus, all paid now. */
export function claimReferral(): Promise<ClaimResult> {
  return api.post<ClaimResult>('/rewards/referral/claim');
}

export function useClaimReferral() {
  const { queryClient, apply } = useClaimEffects();
  return useMutation({
    mutationFn: claimReferral,
    onSuccess: (result) => {
      queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) =>
        patchBalances(old, { referral_balance: '0' }),
      );
      apply(result);
    },
  });
}
