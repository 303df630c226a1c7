import { useEffect } from 'react';
import { create } from 'zustand';
import type { PublicBetPayload } from '@tengu/shared';
import { useRealtimeStore } from '@/lib/realtime-store';

const MAX_ROWS = 30;
/** High Rollers: bets of at least $100 (10¹⁰ units). */
const HIGH_ROLLER_UNITS = 10_000_000_000n;

interface LiveFeedState {
  all: PublicBetPayload[];
  high: PublicBetPayload[];
  add: (bet: PublicBetPayload) => void;
}

function isHighRoller(bet: PublicBetPayload): boolean {
  try {
    return BigInt(bet.amount.split('.')[0] ?? '0') * 100_000_000n >= HIGH_ROLLER_UNITS;
  } catch {
    return false;
  }
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
            all: [bet, ...state.all].slice(0, MAX_ROWS),
            high: isHighRoller(bet) ? [bet, ...state.high].slice(0, MAX_ROWS) : state.high,
          },
    ),
}));

/** Listens to `bets:new` while the socket client exists (signed-in players only, ADR 005). */
export function useLiveFeed(): void {
  const client = useRealtimeStore((s) => s.client);
  const add = useLiveFeedStore((s) => s.add);
  useEffect(() => {
    const socket = client?.socket('/games');
    if (!socket) return;
    socket.on('bets:new', add);
    return () => {
      socket.off('bets:new', add);
    };
  }, [client, add]);
}
