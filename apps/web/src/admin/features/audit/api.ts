import type { AuditResponse } from '@tengu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const AUDIT_PAGE_SIZE = 25;

export const useAuditLog = (filters: { actor: string; action: string; page: number }) =>
  useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: () =>
      consoleApi.get<AuditResponse>('/admin/audit', {
        query: {
          page: filters.page,
          pageSize: AUDIT_PAGE_SIZE,
          actor: filters.actor || undefined,
          action: filters.action || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
