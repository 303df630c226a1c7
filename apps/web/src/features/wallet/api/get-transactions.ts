import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionsResponse } from '@tengu/shared';
import { api } from '@/lib/api';

const PAGE_SIZE = 20;

/** GET /api/wallet/transactions: the player's own movements, newest first, cursor-paged. */
export function getTransactions(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TransactionsResponse> {
  return api.get<TransactionsResponse>('/wallet/transactions', {
    query: { limit: PAGE_SIZE, cursor },
    signal,
  });
}

export const transactionsQueryKey = ['wallet', 'transactions'] as const;

export function transactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: transactionsQueryKey,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions());
}
