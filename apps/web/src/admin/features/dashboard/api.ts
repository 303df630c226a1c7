import type { DashboardBucket, DashboardLive, DashboardResponse } from '@tengu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export interface DashboardFilter {
  from: string;
  to: string;
  bucket: DashboardBucket;
}

export const useDashboard = (filter: DashboardFilter) =>
  useQuery({
    queryKey: ['admin', 'dashboard', filter],
    queryFn: () => consoleApi.get<DashboardResponse>('/admin/dashboard', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

/** Players online and the last minute's bets, every 5 seconds. */
export const useLiveCounters = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'live'],
    queryFn: () => consoleApi.get<DashboardLive>('/admin/dashboard/live'),
    refetchInterval: 5_000,
  });
