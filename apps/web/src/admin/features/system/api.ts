import type { LedgerCheckResponse, SystemChains, SystemJobs } from '@tengu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const useSystemJobs = () =>
  useQuery({
    queryKey: ['admin', 'system', 'jobs'],
    queryFn: () => consoleApi.get<SystemJobs>('/admin/system/jobs'),
    refetchInterval: 10_000,
  });

export const useSystemChains = () =>
  useQuery({
    queryKey: ['admin', 'system', 'chains'],
    queryFn: () => consoleApi.get<SystemChains>('/admin/system/chains'),
    refetchInterval: 10_000,
  });

export function useLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleApi.post<LedgerCheckResponse>('/admin/system/ledger-check', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
