import type {
  LedgerCheckResponse,
  SystemChains,
  SystemHotWallets,
  SystemJobs,
} from '@tengu/shared';
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

/** Hot wallets read from the nodes (ADR 048): slower than the books, polled less often. */
export const useSystemHotWallets = () =>
  useQuery({
    queryKey: ['admin', 'system', 'hot-wallets'],
    queryFn: () => consoleApi.get<SystemHotWallets>('/admin/system/hot-wallets'),
    refetchInterval: 30_000,
  });
