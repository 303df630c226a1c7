import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardInfo } from '@tengu/shared';
import { api } from '@/lib/api';
import type { GiftsResponse } from './get-gifts';
import { rewardQueryKeys } from './reward-query-keys';

/** POST /api/rewards/gifts/read: every gift read (the Gifts sidebar was opened). */
export function markGiftsRead(): Promise<GiftsResponse> {
  return api.post<GiftsResponse>('/rewards/gifts/read');
}

export function useMarkGiftsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGiftsRead,
    onSuccess: (data) => {
      queryClient.setQueryData<GiftsResponse>(rewardQueryKeys.gifts, data);
      queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) =>
        old ? { ...old, giftState: true } : old,
      );
    },
  });
}
