import { useQueryClient } from '@tanstack/react-query';
import type {
  CalendarResponse,
  RaffleTickets,
  RewardInfo,
  RewardServerToClient,
  VipProgress,
} from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import type { GiftsResponse } from '../api/get-gifts';
import type { InventoryResponse } from '../api/get-inventory';
import type { LevelBandsResponse } from '../api/get-level-bands';
import type { WageringResponse } from '../api/get-wagering';
import {
  addCalendarItem,
  addInventoryItem,
  patchBalances,
  removeCalendarItem,
  setBonusActive,
  setBonuses,
  updateInventoryItem,
} from '../api/reward-cache';
import { rewardQueryKeys as keys } from '../api/reward-query-keys';

type Handlers = { [E in keyof RewardServerToClient]: RewardServerToClient[E] };

/**
 * Keeps every rewards cache live from the `user:*` rewards events (spec document 1 section 7):
 * each event rewrites the cache it concerns, so the dropdown, the Gifts sidebar, Live Stats and
 * the rewards pages change together in every open tab. Mounted once for signed-in players.
 */
export function useRewardEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const info = (update: (old: RewardInfo | undefined) => RewardInfo | undefined) =>
      queryClient.setQueryData<RewardInfo>(keys.info, update);
    const handlers: Handlers = {
      'user:rewardInfo': (payload) => info(() => payload),
      'user:levelThresholds': ({ level_bands }) => {
        queryClient.setQueryData<LevelBandsResponse>(keys.levels, { level_bands });
        queryClient.setQueryData<VipProgress>(keys.vip, (old) => old && { ...old, level_bands });
      },
      'user:gifts': (payload) => queryClient.setQueryData<GiftsResponse>(keys.gifts, payload),
      'user:calendar': (payload) =>
        queryClient.setQueryData<CalendarResponse>(keys.calendar, payload),
      'user:newCalendarItem': (item) =>
        queryClient.setQueryData<CalendarResponse>(keys.calendar, (old) =>
          addCalendarItem(old, item),
        ),
      'user:calendarClaim': ({ id }) =>
        queryClient.setQueryData<CalendarResponse>(keys.calendar, (old) =>
          removeCalendarItem(old, id),
        ),
      'user:inventoryUpdate': ({ id, active }) =>
        queryClient.setQueryData<InventoryResponse>(keys.inventory, (old) =>
          updateInventoryItem(old, id, active),
        ),
      'user:newInventoryItem': (item) =>
        queryClient.setQueryData<InventoryResponse>(keys.inventory, (old) =>
          addInventoryItem(old, item),
        ),
      'user:ddBalance': ({ ddBalance }) => info((old) => patchBalances(old, { ddBalance })),
      'user:ddProgress': ({ progress, target }) =>
        info((old) => old && { ...old, dailyDollars: { ...old.dailyDollars, progress, target } }),
      'user:bonuses': (bonuses) => info((old) => setBonuses(old, bonuses)),
      'user:bonusUpdate': ({ type, active }) => info((old) => setBonusActive(old, type, active)),
      'user:referralBalance': ({ referral_balance }) =>
        info((old) => patchBalances(old, { referral_balance })),
      'user:wagering': (payload) =>
        queryClient.setQueryData<WageringResponse>(keys.wagering, payload),
      'user:rakeback': ({ rakeback_balance }) =>
        info((old) => patchBalances(old, { rakeback_balance })),
    };
    const events = Object.keys(handlers) as Array<keyof Handlers>;
    for (const event of events) socket.on(event, handlers[event] as never);
    // After a reconnect events may have been missed: read the rewards afresh.
    // The raffle's tickets (issue 17) in the dropdown and Live Stats; Gold after a purchase.
    const onRaffleTickets = (tickets: RaffleTickets) =>
      info((old) =>
        patchBalances(old, {
          raffle_tickets_with_gold: tickets.raffle_tickets_with_gold,
          raffle_tickets_with_wagering: tickets.raffle_tickets_with_wagering,
          ...(tickets.gold_balance === undefined ? {} : { token_balance: tickets.gold_balance }),
        }),
      );
    socket.on('user:raffleTickets', onRaffleTickets);
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: keys.all });
    socket.on('connect', onConnect);
    return () => {
      for (const event of events) socket.off(event, handlers[event] as never);
      socket.off('user:raffleTickets', onRaffleTickets);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);
}
