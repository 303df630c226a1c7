import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/payments/config: development mode, the Buy Crypto widget, withdrawal limits. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>('/payments/config', { signal });
}

export function usePaymentsConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['payments', 'config'] as const,
      queryFn: ({ signal }) => getPaymentsConfig(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
