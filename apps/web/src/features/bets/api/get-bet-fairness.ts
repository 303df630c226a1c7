import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetFairness } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/bets/:id/fairness: seeds, nonce and the game's options for the verifier. */
export function getBetFairness(id: string, signal?: AbortSignal): Promise<BetFairness> {
  return api.get<BetFairness>(`/bets/${encodeURIComponent(id)}/fairness`, { signal });
}

export function betFairnessQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['bets', 'fairness', id],
    queryFn: ({ signal }) => getBetFairness(id, signal),
  });
}

export function useBetFairness(id: string | null, isEnabled = true) {
  return useQuery({ ...betFairnessQueryOptions(id ?? ''), enabled: id !== null && isEnabled });
}
