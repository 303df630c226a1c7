import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LootboxOpenResponse, LootboxOpensResponse } from '@tengu/shared';
import { rewardQueryKeys } from '@/features/rewards/api/reward-query-keys';
import { api } from '@/lib/api';
import { lootboxQueryKeys } from './lootbox-query-keys';

/** POST /api/lootbox/open (document 2 section 7, "Lootbox promo use": code → lootboxResult). */
export function openLootbox(code: string): Promise<LootboxOpenResponse> {
  return api.post<LootboxOpenResponse>('/lootbox/open', { code });
}

/**
 * The open adds its box to the player's opens at once (so its code's button stays disabled); the
 * Gold figure arrives by `user:rewardInfo`, and is read afresh in case the socket is away.
 */
export function useOpenLootbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openLootbox,
    onSuccess: ({ lootboxResult }) => {
      queryClient.setQueryData<LootboxOpensResponse>(lootboxQueryKeys.opens, (old) => ({
        opens: [lootboxResult, ...(old?.opens ?? []).filter((o) => o.id !== lootboxResult.id)],
      }));
      if (lootboxResult.category === 'gold') {
        void queryClient.invalidateQueries({ queryKey: rewardQueryKeys.info });
      }
    },
  });
}
