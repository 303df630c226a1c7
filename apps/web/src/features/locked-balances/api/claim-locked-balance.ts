import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LockedClaimRequest, LockedClaimResponse, WalletBalance } from '@tengu/shared';
import { walletBalanceQueryKey } from '@/features/wallet/api/get-balance';
import { api } from '@/lib/api';

/** POST /api/locked-balances/claim: the unlocked part into credits (spec document 2 section 7). */
export function claimLockedBalance(input: LockedClaimRequest): Promise<LockedClaimResponse> {
  return api.post<LockedClaimResponse>('/locked-balances/claim', input);
}

/** Claims, then shows the new figures at once (the socket's events follow). */
export function useClaimLockedBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLockedBalance,
    onSuccess: ({ lockedBalance }) => {
      queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
        old
          ? {
              ...old,
              lockedBalances: old.lockedBalances.map((b) =>
                b.id === lockedBalance.id ? lockedBalance : b,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
    },
  });
}
