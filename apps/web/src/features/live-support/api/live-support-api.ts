import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SendSupportMessageResponse,
  SupportConfigResponse,
  SupportConversationResponse,
  SupportMessage,
  SupportUnreadResponse,
} from '@tengu/shared';
import { api } from '@/lib/api';

export const supportQueryKeys = {
  config: ['support', 'config'] as const,
  conversation: ['support', 'conversation'] as const,
};

/** GET /api/support/config: our widget, or the operator's third-party one. */
export function useSupportConfig() {
  return useQuery({
    queryKey: supportQueryKeys.config,
    queryFn: ({ signal }) => api.get<SupportConfigResponse>('/support/config', { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/support/conversation: the player's own conversation. */
export function useSupportConversation(isEnabled: boolean) {
  return useQuery({
    queryKey: supportQueryKeys.conversation,
    queryFn: ({ signal }) =>
      api.get<SupportConversationResponse>('/support/conversation', { signal }),
    enabled: isEnabled,
    // Answers that came while the widget was closed are in no cache: read afresh on each open.
    refetchOnMount: 'always',
  });
}

export const getSupportUnread = () => api.get<SupportUnreadResponse>('/support/unread');
export const markSupportRead = () => api.post<{ unread: 0 }>('/support/read');

/** Adds a message to the cached conversation once (the sender gets it twice: answer and event). */
export function appendSupportMessage(
  old: SupportConversationResponse | undefined,
  message: SupportMessage,
): SupportConversationResponse | undefined {
  if (!old || old.messages.some((m) => m.id === message.id)) return old;
  return {
    ...old,
    status: message.author === 'player' ? 'open' : old.status,
    messages: [...old.messages, message],
  };
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<SendSupportMessageResponse>('/support/messages', { body }),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<SupportConversationResponse>(supportQueryKeys.conversation, (old) =>
        appendSupportMessage(old, message),
      ),
  });
}
