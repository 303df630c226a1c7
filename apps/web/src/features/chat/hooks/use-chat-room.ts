import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isLanguage,
  type ChatHistoryResponse,
  type ChatRoom,
  type RainPayload,
} from '@tengu/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStore } from '@/lib/realtime-store';
import {
  appendMessage,
  appendRain,
  chatQueryKeys,
  historyQueryOptions,
  removeMessage,
} from '../api/chat-api';

/** The room of the interface language (English by default). */
export function useChatRoomName(): ChatRoom {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * The room's history, kept live by `chat:newMessage`, `chat:deleteMessage` and `rain:new` on the
 * signed-in player's /chat socket. Without a socket (visitors, a pop-out before it connects) the
 * history is polled instead.
 */
export function useChatRoom(room: ChatRoom) {
  const queryClient = useQueryClient();
  const socket = useRealtimeStore((s) => s.client)?.socket('/chat') ?? null;
  const history = useQuery(historyQueryOptions(room, socket ? false : 5000));

  useEffect(() => {
    if (!socket) return;
    const key = chatQueryKeys.history(room);
    const join = () => socket.emit('chat:join', { room }, () => undefined);
    const onMessage = (message: Parameters<typeof appendMessage>[1]) => {
      if (message.room !== room) return;
      queryClient.setQueryData<ChatHistoryResponse>(key, (old) => appendMessage(old, message));
    };
    const onDelete = ({ messageId }: { messageId: string }) =>
      queryClient.setQueryData<ChatHistoryResponse>(key, (old) => removeMessage(old, messageId));
    const onRain = (rain: RainPayload) => {
      if (rain.room !== room) return;
      queryClient.setQueryData<ChatHistoryResponse>(key, (old) => appendRain(old, rain));
    };
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on('chat:newMessage', onMessage);
    socket.on('chat:deleteMessage', onDelete);
    socket.on('rain:new', onRain);
    // Messages sent while the socket was joining another room: fetch once after joining.
    void queryClient.invalidateQueries({ queryKey: key });
    return () => {
      socket.off('connect', join);
      socket.off('chat:newMessage', onMessage);
      socket.off('chat:deleteMessage', onDelete);
      socket.off('rain:new', onRain);
    };
  }, [socket, room, queryClient]);

  return history;
}
