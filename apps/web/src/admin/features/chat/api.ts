import type {
  ChatModerationResponse,
  ChatRoom,
  ConsoleActionResponse,
  ModerationLogResponse,
} from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

/** The live view refreshes this often (the newest messages, deleted ones marked). */
export const LIVE_POLL_MS = 3_000;
export const LOG_PAGE_SIZE = 15;

export const chatKeys = {
  all: ['admin', 'chat'] as const,
  live: (room: ChatRoom | 'all') => ['admin', 'chat', 'live', room] as const,
  log: (page: number) => ['admin', 'chat', 'log', page] as const,
};

export const useLiveMessages = (room: ChatRoom | 'all') =>
  useQuery({
    queryKey: chatKeys.live(room),
    queryFn: () =>
      consoleApi.get<ChatModerationResponse>('/admin/chat/messages', {
        query: { limit: 100, ...(room === 'all' ? {} : { room }) },
      }),
    refetchInterval: LIVE_POLL_MS,
    placeholderData: keepPreviousData,
  });

export const useModerationLog = (page: number) =>
  useQuery({
    queryKey: chatKeys.log(page),
    queryFn: () =>
      consoleApi.get<ModerationLogResponse>('/admin/chat/log', {
        query: { page, pageSize: LOG_PAGE_SIZE },
      }),
    refetchInterval: LIVE_POLL_MS * 3,
    placeholderData: keepPreviousData,
  });

/** Delete a message, or mute its sender (the players' mute route: one code path). */
export function useModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'delete'; messageId: string; reason: string }
        | { kind: 'mute'; userId: string; minutes: number; reason: string }
        | { kind: 'unmute'; userId: string; reason: string },
    ) =>
      action.kind === 'delete'
        ? consoleApi.post<ConsoleActionResponse>(
            `/admin/chat/messages/${action.messageId}/delete`,
            { reason: action.reason || undefined },
          )
        : action.kind === 'mute'
          ? consoleApi.post<ConsoleActionResponse>(`/admin/players/${action.userId}/mute`, {
              minutes: action.minutes,
              reason: action.reason,
            })
          : consoleApi.post<ConsoleActionResponse>(`/admin/players/${action.userId}/unmute`, {
              reason: action.reason,
            }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
