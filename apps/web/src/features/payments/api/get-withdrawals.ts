import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { WithdrawalRecord, WithdrawalsPage } from '@tengu/shared';
import { api } from '@/lib/api';

export const withdrawalsQueryKey = ['payments', 'withdrawals'] as const;
const isOpen = (status: string) => status === 'PENDING' || status === 'PROCESSING';

/** GET /api/payments/withdrawals: the player's withdrawals, newest first, cursor-paged. */
export function useWithdrawals() {
  return useInfiniteQuery({
    queryKey: withdrawalsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<WithdrawalsPage>('/payments/withdrawals', {
        query: { limit: 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/payments/withdrawals/:id, refreshed while under review or being sent. */
export function useWithdrawal(id: string) {
  return useQuery({
    queryKey: [...withdrawalsQueryKey, id],
    queryFn: ({ signal }) => api.get<WithdrawalRecord>(`/payments/withdrawals/${id}`, { signal }),
    refetchInterval: (query) =>
      query.state.data && isOpen(query.state.data.status) ? 3_000 : false,
  });
}
