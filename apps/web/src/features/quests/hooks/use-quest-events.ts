import { useQueryClient } from '@tanstack/react-query';
import type { QuestServerToClient, QuestsResponse } from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import { applyGold, applyProgress } from '../api/gold-cache';
import { questQueryKeys } from '../api/quest-query-keys';

type Handlers = { [E in keyof QuestServerToClient]: QuestServerToClient[E] };

/**
 * Keeps the quests and Gold caches live (docs/decisions/020-quests-and-gold.md): a task's
 * progress moves on /dashboard as the player bets elsewhere, and a new Gold balance reaches the
 * dashboard and the rewards dropdown's Gold row. Mounted once with the realtime connection.
 */
export function useQuestEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const handlers: Handlers = {
      'user:questProgress': (change) =>
        queryClient.setQueryData<QuestsResponse>(questQueryKeys.list, (old) =>
          applyProgress(old, change),
        ),
      'user:gold': ({ gold }) => applyGold(queryClient, gold),
    };
    const events = Object.keys(handlers) as Array<keyof Handlers>;
    for (const event of events) socket.on(event, handlers[event] as never);
    // After a reconnect events may have been missed: read the quests afresh.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: questQueryKeys.all });
    socket.on('connect', onConnect);
    return () => {
      for (const event of events) socket.off(event, handlers[event] as never);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);
}
