import {
  SUPPORT_CONSOLE_POLL_MS,
  type ConsoleActionResponse,
  type SupportConversationDetail,
  type SupportListResponse,
  type SupportReplyResponse,
} from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export type SupportFilter = 'open' | 'closed' | 'all';

export const supportKeys = {
  all: ['admin', 'support'] as const,
  list: (status: SupportFilter) => ['admin', 'support', 'list', status] as const,
  detail: (id: string) => ['admin', 'support', 'conversation', id] as const,
};

/** The list, re-read every few seconds so new messages show up without a reload (ADR 041). */
export const useSupportList = (status: SupportFilter) =>
  useQuery({
    queryKey: supportKeys.list(status),
    queryFn: () =>
      consoleApi.get<SupportListResponse>('/admin/support/conversations', { query: { status } }),
    refetchInterval: SUPPORT_CONSOLE_POLL_MS,
    placeholderData: keepPreviousData,
  });

export const useSupportConversation = (id: string) =>
  useQuery({
    queryKey: supportKeys.detail(id),
    queryFn: () => consoleApi.get<SupportConversationDetail>(`/admin/support/conversations/${id}`),
    refetchInterval: SUPPORT_CONSOLE_POLL_MS,
  });

/** Answer, close or reopen; the list and the conversation are read afresh after each. */
export function useSupportAction(id: string) {
  const queryClient = useQueryClient();
  const settle = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  const reply = useMutation({
    mutationFn: (body: string) =>
      consoleApi.post<SupportReplyResponse>(`/admin/support/conversations/${id}/reply`, { body }),
    onSuccess: settle,
  });
  const setStatus = useMutation({
    mutationFn: (action: 'close' | 'reopen') =>
      consoleApi.post<ConsoleActionResponse>(`/admin/support/conversations/${id}/${action}`, {}),
    onSuccess: settle,
  });
  return { reply, setStatus };
}
