import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreeSpinTipRequest, FreeSpinTipResponse, WalletBalance } from '@tengu/shared';
import { walletBalanceQueryKey } from '@/features/wallet/api/get-balance';
import { api } from '@/lib/api';

/**
 * POST /api/provider-games/free-spins/tip (spec document 2 section 7, "Freespins tip"). The
 * caller keeps one `requestId` per attempt, so a retried submission moves nothing twice.
 */
export function tipFreeSpins(request: FreeSpinTipRequest): Promise<FreeSpinTipResponse> {
  return api.post<FreeSpinTipResponse>('/provider-games/free-spins/tip', request);
}

export function useTipFreeSpins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tipFreeSpins,
    onSuccess: ({ credits }) => {
      queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
        old ? { ...old, credits } : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
    },
  });
}
