import type { SupportMessage, SupportUnreadResponse } from '@tengu/shared';
import type { useLiveSupportStore } from '@/app/shell/live-support-store';
import type { ApiClient } from '@/lib/api-client';
import type { RealtimeClient } from '@/lib/socket-client';

/**
 * Feeds the live-support button's badge for a signed-in player (issue 23 item 3, ADR 041): the
 * unread count on start and after every reconnect, plus one for each staff answer heard on
 * `/user` while the widget is closed (the open widget reads them itself). Loaded by the shell
 * after sign-in as a chunk of its own that imports nothing: the store, the socket client and the
 * API client come as arguments, so the first page's chunks stay as they were (a new importer of
 * a first-page module splits that module's chunk). Returns the clean-up.
 */
export function watchLiveSupport(
  store: typeof useLiveSupportStore,
  client: RealtimeClient | null,
  api: ApiClient,
): () => void {
  const refresh = () =>
    void api.get<SupportUnreadResponse>('/support/unread').then(
      ({ unread }) => {
        if (!store.getState().isOpen) store.getState().setUnread(unread);
      },
      () => undefined,
    );
  refresh();
  const socket = client?.socket('/user');
  const onMessage = (message: SupportMessage) => {
    const state = store.getState();
    if (message.author === 'staff' && !state.isOpen) state.setUnread(state.unread + 1);
  };
  socket?.on('support:message', onMessage);
  socket?.on('connect', refresh);
  return () => {
    socket?.off('support:message', onMessage);
    socket?.off('connect', refresh);
    // Signing out clears the badge.
    store.getState().setUnread(0);
  };
}
