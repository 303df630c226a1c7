import { useMutation } from '@tanstack/react-query';
import type { ClaimResult, RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import { useClaimEffects } from './claim-effects';
import { patchBalances } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

/** POST /api/rewards/daily-dollars/claim: half now, half over 3 days. */
export function claimDailyDollars(): Promise<ClaimResult> {
  return api.post<ClaimResult>('/rewards/daily-dollars/claim');
}

export function useClaimDailyDollars() {
  const { queryClient, apply } = useClaimEffects();
  return useMutation({
    mutationFn: claimDailyDollars,
    onSuccess: (result) => {
      queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) =>
        patchBalances(old, { ddBalance: '0' }),
      );
      apply(result);
    },
  });
}
