import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LootboxOpensResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { lootboxQueryKeys } from './lootbox-query-keys';

/** GET /api/lootbox/opens: the player's opened boxes (their codes cannot be opened again). */
export function getOpens(signal?: AbortSignal): Promise<LootboxOpensResponse> {
  return api.get<LootboxOpensResponse>('/lootbox/opens', { signal });
}

export function opensQueryOptions() {
  return queryOptions({
    queryKey: lootboxQueryKeys.opens,
    queryFn: ({ signal }) => getOpens(signal),
  });
}

export function useLootboxOpens() {
  return useQuery(opensQueryOptions());
}
