import { useEffect } from 'react';
import type { PublicBetPayload } from '@tengu/shared';
import { useRealtimeStore } from '@/lib/realtime-store';
import { useLiveStatsStore } from './live-stats-store';

/**
 * Feeds the Live Stats session with every bet the player settles: the public `bets:new` feed
 * carries each settled bet with its player's name, and the player's own are counted.
 */
export function useOwnSettledBets(username: string | undefined): void {
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/games');
    if (!socket || !username) return;
    const onBet = (bet: PublicBetPayload) => {
      if (bet.player !== username) return;
      useLiveStatsStore.getState().recordBet(username, bet);
    };
    socket.on('bets:new', onBet);
    return () => {
      socket.off('bets:new', onBet);
    };
  }, [client, username]);
}
