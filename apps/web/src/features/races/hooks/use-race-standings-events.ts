import { useQueryClient } from '@tanstack/react-query';
import type { RaceStandingsData, RaceStandingsUpdate } from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import { raceQueryKeys } from '../api/races-api';

/** Keeps the Race standings modal live from `leaderboard:standings_update`. */
export function useRaceStandingsEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const onUpdate = (update: RaceStandingsUpdate) =>
      queryClient.setQueryData<RaceStandingsData | null>(raceQueryKeys.current, (old) =>
        old && old.stats.id !== update.leaderboard_id
          ? old
          : { standings: update.standings, stats: update.stats },
      );
    socket.on('leaderboard:standings_update', onUpdate);
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: raceQueryKeys.current });
    socket.on('connect', onConnect);
    return () => {
      socket.off('leaderboard:standings_update', onUpdate);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);
}
