import { useEffect } from 'react';
import type { CrashRound } from '@tengu/shared';
import { useRealtimeStore } from '@/lib/realtime-store';
import { getCrashState } from '../api/get-crash-state';
import { useCrashStore } from '../crash-store';

/** Visitors have no socket (spec document 1 section 4): they read the state this often. */
const POLL_MS = 1000;

/**
 * Keeps the crash store current: the state on load and on every (re)connect, then the
 * `/games` socket's round, tick and players events; without a connected socket it polls.
 */
export function useCrashLive(): void {
  const client = useRealtimeStore((s) => s.client);

  useEffect(() => {
    const store = useCrashStore.getState();
    const socket = client?.socket('/games') ?? null;
    const controller = new AbortController();
    const load = () =>
      getCrashState(controller.signal)
        .then((state) => useCrashStore.getState().applyState(state))
        .catch(() => undefined);
    void load();
    const poll = setInterval(() => {
      if (!socket?.connected) void load();
    }, POLL_MS);
    if (!socket) {
      return () => {
        controller.abort();
        clearInterval(poll);
      };
    }
    const onConnect = () => void load();
    // A new round while the last one never showed its bust means an event was missed: resync.
    const onRound = (round: CrashRound) => {
      const known = useCrashStore.getState().round;
      store.applyRound(round);
      if (known && known.id !== round.id && known.phase !== 'crashed') void load();
    };
    socket.on('connect', onConnect);
    socket.on('crash:round', onRound);
    socket.on('crash:tick', store.applyTick);
    socket.on('crash:players', store.applyPlayers);
    return () => {
      controller.abort();
      clearInterval(poll);
      socket.off('connect', onConnect);
      socket.off('crash:round', onRound);
      socket.off('crash:tick', store.applyTick);
      socket.off('crash:players', store.applyPlayers);
    };
  }, [client]);
}
