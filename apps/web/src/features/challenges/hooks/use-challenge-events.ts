import { useQueryClient } from '@tanstack/react-query';
import type { ChallengeWinnerPayload } from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import { challengeQueryKeys } from '../api/challenge-query-keys';
import { useChallengeWonStore } from '../challenge-won-store';

/**
 * `challenge:winner` on /wallet (spec document 1 section 7): opens the Challenge Won modal and
 * refreshes the list and the count. The prize is already paid when it arrives (ADR 021); the
 * balance and calendar items come by their own `user:*` events. Mounted once for signed-in
 * players.
 */
export function useChallengeEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/wallet');
    if (!socket) return;
    const onWinner = (payload: ChallengeWinnerPayload) => {
      useChallengeWonStore.getState().show(payload);
      void queryClient.invalidateQueries({ queryKey: challengeQueryKeys.all });
    };
    socket.on('challenge:winner', onWinner);
    return () => {
      socket.off('challenge:winner', onWinner);
    };
  }, [client, queryClient]);
}
