import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipRequest, TipResponse, WalletBalance } from '@tengu/shared';
import { api } from '@/lib/api';
import { walletBalanceQueryKey } from './get-balance';
import { transactionsQueryKey } from './get-transactions';

/** POST /api/wallet/tip: credits only; one Idempotency-Key per submission. */
export function tipUser(request: TipRequest): Promise<TipResponse> {
  return api.post<TipResponse>('/wallet/tip', request, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

export function useTipUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tipUser,
    onSuccess: ({ credits }) => {
      queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
        old ? { ...old, credits } : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
    },
  });
}
