import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaffleTickets } from '@tengu/shared';
import { api } from '@/lib/api';
import { raffleQueryKeys } from './raffle-query-keys';

/** GET /api/raffle/tickets: the player's tickets this week and their Gold. */
export function getRaffleTickets(signal?: AbortSignal): Promise<RaffleTickets> {
  return api.get<RaffleTickets>('/raffle/tickets', { signal });
}

export function raffleTicketsQueryOptions() {
  return queryOptions({
    queryKey: raffleQueryKeys.tickets,
    queryFn: ({ signal }) => getRaffleTickets(signal),
  });
}

/** Signed-in players only (`isEnabled` false: no request). */
export function useRaffleTickets(isEnabled: boolean) {
  return useQuery({ ...raffleTicketsQueryOptions(), enabled: isEnabled });
}
