import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetRecord } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/bets/:id: any bet's public view (the share link opens it). */
export function getBet(id: string, signal?: AbortSignal): Promise<BetRecord> {
  return api.get<BetRecord>(`/bets/${encodeURIComponent(id)}`, { signal });
}

export function betQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['bets', 'one', id],
    queryFn: ({ signal }) => getBet(id, signal),
  });
}

export function useBet(id: string | null) {
  return useQuery({ ...betQueryOptions(id ?? ''), enabled: id !== null });
}
