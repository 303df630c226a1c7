import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SbBet, SbEventDetail, SbEventsPage, SbEventUpdate } from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import { sportsKeys } from '../api/sports-keys';
import { mergeEventDetail, mergeEventList } from '../model/event-cache';
import { upsertBet, type MyBetsData } from '../model/my-bets-cache';
import { useSlipStore } from '../model/slip-store';

/** Cash-out offers follow the odds, but at most this often (a live match moves every second). */
const CASH_OUT_REFRESH_MS = 2_000;

function applyEventUpdate(queryClient: QueryClient, update: SbEventUpdate): boolean {
  let hasNewStatus = false;
  queryClient.setQueryData<SbEventDetail>(sportsKeys.event(update.eventId), (old) =>
    old ? mergeEventDetail(old, update) : old,
  );
  queryClient.setQueriesData<SbEventsPage>({ queryKey: sportsKeys.lists }, (old) => {
    if (!old) return old;
    const cached = old.events.find((e) => e.id === update.eventId);
    if (!cached) return old;
    if (cached.status !== update.status) hasNewStatus = true;
    return { events: mergeEventList(old.events, update) };
  });
  useSlipStore.getState().applyUpdate(update.eventId, update.markets, update.status === 'live');
  return hasNewStatus;
}

/**
 * Keeps the sportsbook live (ADR 043): `sports:event` on /sports is merged into the event and
 * list caches and the slip's prices; the player's `sports:bet` on /user rewrites My bets.
 * Mounted once by the sports layout.
 */
export function useSportsLive(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const sports = client?.socket('/sports');
    const user = client?.socket('/user');
    if (!sports || !user) return;
    let lastCashOutRefresh = 0;
    const onEvent = (update: SbEventUpdate) => {
      // A match that starts or ends moves between the Live and Upcoming lists.
      if (applyEventUpdate(queryClient, update)) {
        void queryClient.invalidateQueries({ queryKey: sportsKeys.lists });
        void queryClient.invalidateQueries({ queryKey: sportsKeys.overview });
      }
      const now = Date.now();
      if (update.markets.length > 0 && now - lastCashOutRefresh > CASH_OUT_REFRESH_MS) {
        lastCashOutRefresh = now;
        void queryClient.invalidateQueries({ queryKey: sportsKeys.cashOuts });
      }
    };
    const onBet = (bet: SbBet) => {
      for (const tab of ['open', 'settled'] as const) {
        queryClient.setQueryData<MyBetsData>(sportsKeys.myBetsOf(tab), (old) =>
          upsertBet(old, bet, tab),
        );
      }
      void queryClient.invalidateQueries({ queryKey: sportsKeys.cashOut(bet.id) });
    };
    // After a reconnect updates may have been missed: read everything afresh.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: sportsKeys.all });
    sports.on('sports:event', onEvent);
    sports.on('connect', onConnect);
    user.on('sports:bet', onBet);
    return () => {
      sports.off('sports:event', onEvent);
      sports.off('connect', onConnect);
      user.off('sports:bet', onBet);
    };
  }, [client, queryClient]);
}
