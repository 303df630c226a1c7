import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VaultTransferRequest, VaultTransferResponse, WalletBalance } from '@tengu/shared';
import { api } from '@/lib/api';
import { walletBalanceQueryKey } from './get-balance';
import { transactionsQueryKey } from './get-transactions';

/**
 * POST /api/wallet/vault. Each submission carries its own Idempotency-Key, so a network retry
 * of the same submission moves money once (docs/decisions/006-wallet-money-json.md).
 */
export function vaultTransfer(request: VaultTransferRequest): Promise<VaultTransferResponse> {
  return api.post<VaultTransferResponse>('/wallet/vault', request, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

export function useVaultTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: vaultTransfer,
    onSuccess: ({ credits, vault }) => {
      queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
        old ? { ...old, credits, vault } : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
    },
  });
}
