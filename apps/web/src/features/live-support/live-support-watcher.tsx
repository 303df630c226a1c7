import type { SupportMessage } from '@tengu/shared';
import { useEffect } from 'react';
import { useLiveSupportStore } from '@/app/shell/live-support-store';
import { useRealtimeStore } from '@/lib/realtime-store';
import { getSupportUnread } from './api/live-support-api';

/**
 * Feeds the live-support button's badge for a signed-in player (issue 23 item 3): the unread
 * count on start and after every reconnect, plus one for each staff answer heard on `/user`
 * while the widget is closed (the open widget reads them itself). A lazy chunk of its own.
 */
export default function LiveSupportWatcher() {
  const client = useRealtimeStore((s) => s.client);
  // Signing out clears the badge.
  useEffect(() => () => useLiveSupportStore.getState().setUnread(0), []);
  useEffect(() => {
    const { setUnread } = useLiveSupportStore.getState();
    const refresh = () =>
      void getSupportUnread().then(
        ({ unread }) => {
          if (!useLiveSupportStore.getState().isOpen) setUnread(unread);
        },
        () => undefined,
      );
    refresh();
    const socket = client?.socket('/user');
    if (!socket) return;
    const onMessage = (message: SupportMessage) => {
      const state = useLiveSupportStore.getState();
      if (message.author === 'staff' && !state.isOpen) state.setUnread(state.unread + 1);
    };
    socket.on('support:message', onMessage);
    socket.on('connect', refresh);
    return () => {
      socket.off('support:message', onMessage);
      socket.off('connect', refresh);
    };
  }, [client]);
  return null;
}
