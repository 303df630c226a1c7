import { useMutation } from '@tanstack/react-query';
import type { BonusType, ClaimResult, RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import { useClaimEffects } from './claim-effects';
import { setBonusActive } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

/**
 * POST /api/rewards/weekly/claim (WB1, half over 7 days) and /monthly/claim (MB1, 28 days): the
 * two routes differ only in their path, so they share this file.
 */
export function claimBonus(type: BonusType): Promise<ClaimResult> {
  return api.post<ClaimResult>(`/rewards/${type === 'WB1' ? 'weekly' : 'monthly'}/claim`);
}

export function useClaimBonus(type: BonusType) {
  const { queryClient, apply } = useClaimEffects();
  return useMutation({
    mutationFn: () => claimBonus(type),
    onSuccess: (result) => {
      queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) =>
        setBonusActive(old, type, false),
      );
      apply(result);
    },
  });
}
