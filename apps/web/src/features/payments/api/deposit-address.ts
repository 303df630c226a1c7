import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositAddress, NetworkId } from '@tengu/shared';
import { api } from '@/lib/api';

const depositAddressKey = (currency: string, network: NetworkId) =>
  ['payments', 'deposit-address', currency, network] as const;

/** GET /api/payments/deposit-address: the player's current address (and memo/tag). */
export function getDepositAddress(
  currency: string,
  network: NetworkId,
  signal?: AbortSignal,
): Promise<DepositAddress> {
  return api.get<DepositAddress>('/payments/deposit-address', {
    query: { currency, network },
    signal,
  });
}

export function useDepositAddress(currency: string, network: NetworkId, enabled = true) {
  return useQuery({
    queryKey: depositAddressKey(currency, network),
    queryFn: ({ signal }) => getDepositAddress(currency, network, signal),
    staleTime: Infinity,
    retry: 1,
    enabled,
  });
}

/** POST /api/payments/deposit-address: 'new address' derives the next one. */
export function useNewDepositAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: string; network: NetworkId }) =>
      api.post<DepositAddress>('/payments/deposit-address', input),
    onSuccess: (address, input) => {
      queryClient.setQueryData(depositAddressKey(input.currency, input.network), address);
    },
  });
}
