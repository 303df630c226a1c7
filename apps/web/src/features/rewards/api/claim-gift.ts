import { useMutation } from '@tanstack/react-query';
import type { ClaimResult } from '@tengu/shared';
import { api } from '@/lib/api';
import type { GiftsResponse } from './get-gifts';
import { useClaimEffects } from './claim-effects';
import { markGiftClaimed } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

/** POST /api/rewards/gifts/:id/claim: the whole gift now, to credits or free bets. */
export function claimGift(id: string): Promise<ClaimResult> {
  return api.post<ClaimResult>(`/rewards/gifts/${encodeURIComponent(id)}/claim`);
}

export function useClaimGift() {
  const { queryClient, apply } = useClaimEffects();
  return useMutation({
    mutationFn: claimGift,
    onSuccess: (result, id) => {
      queryClient.setQueryData<GiftsResponse>(rewardQueryKeys.gifts, (old) =>
        markGiftClaimed(old, id),
      );
      apply(result);
      void queryClient.invalidateQueries({ queryKey: rewardQueryKeys.inventory });
    },
  });
}
