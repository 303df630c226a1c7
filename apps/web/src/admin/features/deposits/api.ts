import type { DepositsResponse } from '@tengu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const DEPOSITS_PAGE_SIZE = 25;

export interface DepositsFilter {
  status: '' | 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'CANCELLED' | 'REJECTED';
  q: string;
  sort: 'createdAt' | 'amount' | 'username';
  dir: 'asc' | 'desc';
  page: number;
}

export const depositsQuery = (f: DepositsFilter) => ({
  status: f.status || undefined,
  q: f.q.trim() || undefined,
  sort: f.sort,
  dir: f.dir,
});

export const useDeposits = (filter: DepositsFilter) =>
  useQuery({
    queryKey: ['admin', 'deposits', filter],
    queryFn: () =>
      consoleApi.get<DepositsResponse>('/admin/deposits', {
        query: { ...depositsQuery(filter), page: filter.page, pageSize: DEPOSITS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // New transfers and confirmations show up without a reload.
    refetchInterval: 15_000,
  });
