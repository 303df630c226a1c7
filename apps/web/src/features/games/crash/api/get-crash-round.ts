import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrashRoundDetail } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/games/crash/rounds/:id: a crashed round's hash, previous hash, salt and players. */
export function getCrashRound(id: number, signal?: AbortSignal): Promise<CrashRoundDetail> {
  return api.get<CrashRoundDetail>(`/games/crash/rounds/${id}`, { signal });
}

export function crashRoundQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['games', 'crash', 'round', id],
    queryFn: ({ signal }) => getCrashRound(id, signal),
    staleTime: Infinity,
  });
}

export function useCrashRound(id: number | null) {
  return useQuery({ ...crashRoundQueryOptions(id ?? 0), enabled: id !== null });
}
