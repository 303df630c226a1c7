import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/wallet/balance: every pocket and the locked balances, as decimal strings. */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalance> {
  return api.get<WalletBalance>('/wallet/balance', { signal });
}

export const walletBalanceQueryKey = ['wallet', 'balance'] as const;

export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: walletBalanceQueryKey,
    queryFn: ({ signal }) => getWalletBalance(signal),
  });
}

/** The signed-in player's balances; visitors (`isEnabled` false) make no request. */
export function useWalletBalance(isEnabled = true) {
  return useQuery({ ...walletBalanceQueryOptions(), enabled: isEnabled });
}
