import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BannersResponse,
  ChatHistoryResponse,
  ChatMessage,
  ChatRoom,
  RainDetails,
  TipRainResponse,
} from '@tengu/shared';
import { api } from '@/lib/api';

export const chatQueryKeys = {
  history: (room: ChatRoom) => ['chat', 'history', room] as const,
  banners: ['chat', 'banners'] as const,
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

export function useBanners() {
  return useQuery({
    queryKey: chatQueryKeys.banners,
    queryFn: ({ signal }) => api.get<BannersResponse>('/chat/banners', { signal }),
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
  return { messages: [...old.messages, message].slice(-100) };
}

export function removeMessage(
  old: ChatHistoryResponse | undefined,
  messageId: string,
): ChatHistoryResponse | undefined {
  return old && { messages: old.messages.filter((m) => m.id !== messageId) };
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
