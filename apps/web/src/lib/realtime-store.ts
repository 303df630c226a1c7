import { create } from 'zustand';
import type { RealtimeClient } from './socket-client';

/**
 * The signed-in player's real-time client, or null for visitors (who get no connection at all,
 * spec document 1 section 4). Features subscribe to sockets through it:
 * `useRealtimeStore((s) => s.client)?.socket('/chat')`.
 */
export const useRealtimeStore = create<{ client: RealtimeClient | null }>()(() => ({
  client: null,
}));
