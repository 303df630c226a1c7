import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DepositRecord, DepositsPage } from '@tengu/shared';
import { api } from '@/lib/api';

export const depositsQueryKey = ['payments', 'deposits'] as const;
const isOpen = (status: string) => status === 'PENDING' || status === 'PROCESSING';

/** GET /api/payments/deposits: the player's deposits, newest first, cursor-paged. */
export function useDeposits() {
  return useInfiniteQuery({
    queryKey: depositsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<DepositsPage>('/payments/deposits', {
        query: { limit: 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/payments/deposits/:id, refreshed while it is still confirming. */
export function useDeposit(id: string) {
  return useQuery({
    queryKey: [...depositsQueryKey, id],
    queryFn: ({ signal }) => api.get<DepositRecord>(`/payments/deposits/${id}`, { signal }),
    refetchInterval: (query) =>
      query.state.data && isOpen(query.state.data.status) ? 3_000 : false,
  });
}
