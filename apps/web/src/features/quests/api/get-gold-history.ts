import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoldHistoryResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { questQueryKeys } from './quest-query-keys';

/** The newest Gold credits shown by the Gold history modal. */
export const GOLD_HISTORY_LIMIT = 50;

/** GET /api/quests/gold/history (spec document 2 section 3: id, title, date, reward, multiplier). */
export function getGoldHistory(signal?: AbortSignal): Promise<GoldHistoryResponse> {
  return api.get<GoldHistoryResponse>(`/quests/gold/history?limit=${GOLD_HISTORY_LIMIT}`, {
    signal,
  });
}

export function goldHistoryQueryOptions() {
  return queryOptions({
    queryKey: questQueryKeys.history,
    queryFn: ({ signal }) => getGoldHistory(signal),
  });
}

export function useGoldHistory(isEnabled = true) {
  return useQuery({ ...goldHistoryQueryOptions(), enabled: isEnabled });
}
