import type { AuditResponse } from '@tengu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  actor: string;
  action: string;
  player: string;
  /** yyyy-mm-dd (UTC), inclusive; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

export const auditQuery = (f: AuditFilter) => ({
  page: f.page,
  pageSize: AUDIT_PAGE_SIZE,
  actor: f.actor.trim() || undefined,
  action: f.action.trim() || undefined,
  player: f.player.trim() || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({
    queryKey: ['admin', 'audit', auditQuery(filter)],
    queryFn: () => consoleApi.get<AuditResponse>('/admin/audit', { query: auditQuery(filter) }),
    placeholderData: keepPreviousData,
  });
