import { useMutation } from '@tanstack/react-query';
import type { ClaimResult, RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import { useClaimEffects } from './claim-effects';
import { patchBalances } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

/** POST /api/rewards/rakeback/claim: half now, half over 3 days (spec document 1 section 9). */
export function claimRakeback(): Promise<ClaimResult> {
  return api.post<ClaimResult>('/rewards/rakeback/claim');
}

export function useClaimRakeback() {
  const { queryClient, apply } = useClaimEffects();
  return useMutation({
    mutationFn: claimRakeback,
    onSuccess: (result) => {
      queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) =>
        patchBalances(old, { rakeback_balance: '0' }),
      );
      apply(result);
    },
  });
}
