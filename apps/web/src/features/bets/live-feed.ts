import { useEffect } from 'react';
import { create } from 'zustand';
import {
  decimalToUnits,
  HIGH_ROLLER_MIN_UNITS,
  RECENT_BETS_LIMIT,
  type PublicBetPayload,
} from '@tengu/shared';
import { useRealtimeStore } from '@/lib/realtime-store';

interface LiveFeedState {
  all: PublicBetPayload[];
  high: PublicBetPayload[];
  add: (bet: PublicBetPayload) => void;
}

export function isHighRoller(bet: PublicBetPayload): boolean {
  try {
    return decimalToUnits(bet.amount) >= HIGH_ROLLER_MIN_UNITS;
  } catch {
    return false;
  }
}

/**
 * The bets loaded on arrival (GET /api/bets/recent) and those the socket brought since, newest
 * first, each once: a bet can be in both when it settled while the list was being loaded.
 */
export function mergeFeed(
  live: readonly PublicBetPayload[],
  loaded: readonly PublicBetPayload[] | undefined,
): PublicBetPayload[] {
  if (!loaded?.length) return [...live];
  const seen = new Set<string>();
  const merged: PublicBetPayload[] = [];
  for (const bet of [...live, ...loaded]) {
    if (seen.has(bet.id)) continue;
    seen.add(bet.id);
    merged.push(bet);
  }
  // ISO timestamps of one clock sort as text; a stable sort keeps arrival order on ties.
  merged.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return merged.slice(0, RECENT_BETS_LIMIT);
}

/** The public `bets:new` feed on /games, kept across pages (newest first). */
export const useLiveFeedStore = create<LiveFeedState>()((set) => ({
  all: [],
  high: [],
  add: (bet) =>
    set((state) =>
      state.all.some((b) => b.id === bet.id)
        ? state
        : {
            all: [bet, ...state.all].slice(0, RECENT_BETS_LIMIT),
            high: isHighRoller(bet) ? [bet, ...state.high].slice(0, RECENT_BETS_LIMIT) : state.high,
          },
    ),
}));

/** Listens to `bets:new` while the socket client exists (signed-in players only, ADR 005). */
export function useLiveFeed(): boolean {
  const client = useRealtimeStore((s) => s.client);
  const add = useLiveFeedStore((s) => s.add);
  const socket = client?.socket('/games');
  useEffect(() => {
    if (!socket) return;
    socket.on('bets:new', add);
    return () => {
      socket.off('bets:new', add);
    };
  }, [socket, add]);
  return socket !== undefined;
}
