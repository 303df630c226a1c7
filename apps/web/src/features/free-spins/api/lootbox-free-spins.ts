import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeSpinLootboxResponse, FreeSpinLootboxState } from '@tengu/shared';
import { api } from '@/lib/api';

/** A lootbox free-spin prize's campaign (issue 20, ADR 033): read it, or play it on a game. */

const stateKey = (openId: string) => ['free-spins', 'lootbox', openId] as const;

export function useLootboxFreeSpins(openId: string) {
  return useQuery({
    queryKey: stateKey(openId),
    queryFn: ({ signal }) =>
      api.get<FreeSpinLootboxState>(`/provider-games/free-spins/lootbox/${openId}`, { signal }),
  });
}

export function useClaimLootboxFreeSpins(openId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameUuid: string) =>
      api.post<FreeSpinLootboxResponse>(`/provider-games/free-spins/lootbox/${openId}`, {
        gameUuid,
      }),
    onSuccess: ({ campaign }) => queryClient.setQueryData(stateKey(openId), { campaign }),
  });
}
