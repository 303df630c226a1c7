import type { WithdrawalActionResponse, WithdrawalQueue, WithdrawalsResponse } from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const WITHDRAWALS_PAGE_SIZE = 25;

export interface WithdrawalsFilter {
  queue: WithdrawalQueue;
  q: string;
  sort: 'createdAt' | 'amount' | 'username';
  dir: 'asc' | 'desc';
  page: number;
}

export const withdrawalsQuery = (f: WithdrawalsFilter) => ({
  queue: f.queue,
  q: f.q || undefined,
  sort: f.sort,
  dir: f.dir,
});

export const useWithdrawals = (filter: WithdrawalsFilter) =>
  useQuery({
    queryKey: ['admin', 'withdrawals', filter],
    queryFn: () =>
      consoleApi.get<WithdrawalsResponse>('/admin/withdrawals', {
        query: { ...withdrawalsQuery(filter), page: filter.page, pageSize: WITHDRAWALS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export type ReviewAction = 'approve' | 'reject' | 'sent' | 'retry';

/** approve / reject / sent / retry on one withdrawal; refreshes the queues and the audit log. */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: ReviewAction; body: object }) =>
      consoleApi.post<WithdrawalActionResponse>(`/admin/withdrawals/${id}/${action}`, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}
