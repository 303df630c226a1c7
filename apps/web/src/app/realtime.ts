import { useEffect } from 'react';
import { useAuthStore } from '@/features/auth/store';
import { api } from '@/lib/api';
import { useNotificationEvents } from '@/features/notifications/hooks/use-notification-events';
import { useQuestEvents } from '@/features/quests/hooks/use-quest-events';
import { useRealtimeStore } from '@/lib/realtime-store';
import type { RealtimeClient } from '@/lib/socket-client';

/**
 * Connects while a player is signed in and disconnects on purpose when the session ends.
 * Socket.IO loads only then, so visitors never download it.
 */
export function useRealtimeConnection(): void {
  const isLoggedIn = useAuthStore((s) => s.accessToken !== null);
  useEffect(() => {
    if (!isLoggedIn) return;
    let client: RealtimeClient | null = null;
    let isCancelled = false;
    void import('@/lib/socket-client').then(({ RealtimeClient }) => {
      if (isCancelled) return;
      client = new RealtimeClient({
        url: window.location.origin,
        getAccessToken: () => useAuthStore.getState().accessToken,
        // The server drops a socket when its access token expires (15 minutes): refresh first.
        refreshAccessToken: () => api.refreshAccessToken(),
      });
      client.start();
      useRealtimeStore.setState({ client });
    });
    // A new access token (refresh, or a login straight after another) re-authenticates the
    // open sockets; the reconnect path reads the current token by itself.
    const unsubscribe = useAuthStore.subscribe((state, previous) => {
      if (state.accessToken && state.accessToken !== previous.accessToken) client?.rejoin();
    });
    return () => {
      isCancelled = true;
      unsubscribe();
      client?.stop();
      useRealtimeStore.setState({ client: null });
    };
  }, [isLoggedIn]);
  // `notification:new` on /user: the bell's list and dot, and a 5 s toast.
  useNotificationEvents();
  // Quests and Gold (issue 17 item 1): task progress and the Gold balance, live.
  useQuestEvents();
}
