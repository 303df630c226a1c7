import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaffleBuyResult, RaffleTickets } from '@tengu/shared';
import { api } from '@/lib/api';
import { raffleQueryKeys } from './raffle-query-keys';

/** POST /api/raffle/tickets: buys tickets of this week with Gold. */
export function buyRaffleTickets(count: number): Promise<RaffleBuyResult> {
  return api.post<RaffleBuyResult>('/raffle/tickets', { count });
}

export function useBuyRaffleTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyRaffleTickets,
    onSuccess: (result) => {
      queryClient.setQueryData<RaffleTickets>(raffleQueryKeys.tickets, {
        ...result.tickets,
        gold_balance: result.gold_balance,
      });
      void queryClient.invalidateQueries({ queryKey: raffleQueryKeys.overview });
    },
  });
}
