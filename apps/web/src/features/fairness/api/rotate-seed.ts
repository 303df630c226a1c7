import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotateSeedRequest, RotateSeedResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { seedHistoryQueryKey } from './get-seed-history';
import { seedsQueryKey } from './get-seeds';

/** POST /api/fairness/seeds/rotate: reveals the active server seed, starts a new pair. */
export function rotateSeed(body: RotateSeedRequest): Promise<RotateSeedResponse> {
  return api.post<RotateSeedResponse>('/fairness/seeds/rotate', body);
}

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (data) => {
      queryClient.setQueryData(seedsQueryKey, data.current);
      // Bets of the retired pair now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: seedHistoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
  });
}
