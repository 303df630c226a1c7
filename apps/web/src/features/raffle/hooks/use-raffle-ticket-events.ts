import { useQueryClient } from '@tanstack/react-query';
import type { RaffleTickets } from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import { raffleQueryKeys } from '../api/raffle-query-keys';

/**
 * Keeps /raffle's tickets live from `user:raffleTickets` (spec document 1 section 7): tickets
 * earned by play arrive once the outbox has delivered the bets.
 */
export function useRaffleTicketEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const onTickets = (tickets: RaffleTickets) =>
      queryClient.setQueryData<RaffleTickets>(raffleQueryKeys.tickets, (old) => ({
        ...tickets,
        gold_balance: tickets.gold_balance ?? old?.gold_balance,
      }));
    socket.on('user:raffleTickets', onTickets);
    const onConnect = () =>
      void queryClient.invalidateQueries({ queryKey: raffleQueryKeys.tickets });
    socket.on('connect', onConnect);
    return () => {
      socket.off('user:raffleTickets', onTickets);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);
}
