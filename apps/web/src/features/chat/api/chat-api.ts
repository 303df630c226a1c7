import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_HISTORY_RAINS,
  type BannersResponse,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatRoom,
  type RainDetails,
  type RainPayload,
  type TipRainResponse,
} from '@tengu/shared';
import { api } from '@/lib/api';

export const chatQueryKeys = {
  history: (room: ChatRoom) => ['chat', 'history', room] as const,
  banners: (language: string) => ['chat', 'banners', language] as const,
  rain: ['chat', 'rain'] as const,
};

/** GET /api/chat/history: the room's last 50 messages, oldest first. */
export function historyQueryOptions(room: ChatRoom, pollMs: number | false) {
  return queryOptions({
    queryKey: chatQueryKeys.history(room),
    queryFn: ({ signal }) =>
      api.get<ChatHistoryResponse>('/chat/history', { query: { room }, signal }),
    refetchInterval: pollMs,
  });
}

/** The room's announcements in its language (English when a banner has none). */
export function useBanners(language: ChatRoom) {
  return useQuery({
    queryKey: chatQueryKeys.banners(language),
    queryFn: ({ signal }) =>
      api.get<BannersResponse>('/chat/banners', { query: { language }, signal }),
    staleTime: 60_000,
  });
}

export function useRainDetails(isEnabled: boolean) {
  return useQuery({
    queryKey: chatQueryKeys.rain,
    queryFn: ({ signal }) => api.get<RainDetails>('/chat/rain', { signal }),
    enabled: isEnabled,
  });
}

/** Adds a message to a room's cached history once (the sender gets it twice: answer and event). */
export function appendMessage(
  old: ChatHistoryResponse | undefined,
  message: ChatMessage,
): ChatHistoryResponse | undefined {
  if (!old || old.messages.some((m) => m.id === message.id)) return old;
  return { ...old, messages: [...old.messages, message].slice(-100) };
}

/** Adds a rain (`rain:new`) to a room's cached history once. */
export function appendRain(
  old: ChatHistoryResponse | undefined,
  rain: RainPayload,
): ChatHistoryResponse | undefined {
  if (!old || old.rains.some((r) => r.id === rain.id)) return old;
  return { ...old, rains: [...old.rains, rain].slice(-CHAT_HISTORY_RAINS) };
}

export function removeMessage(
  old: ChatHistoryResponse | undefined,
  messageId: string,
): ChatHistoryResponse | undefined {
  return old && { ...old, messages: old.messages.filter((m) => m.id !== messageId) };
}

export type ChatEntry =
  | { kind: 'message'; at: string; message: ChatMessage }
  | { kind: 'rain'; at: string; rain: RainPayload };

/** Messages and rains in one timeline, oldest first (a rain sits where it fell). */
export function chatTimeline(history: ChatHistoryResponse | undefined): ChatEntry[] {
  if (!history) return [];
  const entries: ChatEntry[] = [
    ...history.messages.map((message) => ({
      kind: 'message' as const,
      at: message.created_at,
      message,
    })),
    ...history.rains.map((rain) => ({ kind: 'rain' as const, at: rain.created_at, rain })),
  ];
  // Stable: equal instants keep messages before rains, each in their own order.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function useSendMessage(room: ChatRoom) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<{ message: ChatMessage }>('/chat/messages', { message, room }),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<ChatHistoryResponse>(chatQueryKeys.history(room), (old) =>
        appendMessage(old, message),
      ),
  });
}

export function useTipRain(room: ChatRoom) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) =>
      api.post<TipRainResponse>(
        '/chat/rain',
        { amount, room },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.rain });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
