import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestsResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { questQueryKeys } from './quest-query-keys';

/** GET /api/quests: the open quests with the player's own progress. */
export function getQuests(signal?: AbortSignal): Promise<QuestsResponse> {
  return api.get<QuestsResponse>('/quests', { signal });
}

export function questsQueryOptions() {
  return queryOptions({
    queryKey: questQueryKeys.list,
    queryFn: ({ signal }) => getQuests(signal),
  });
}

export function useQuests(isEnabled = true) {
  return useQuery({ ...questsQueryOptions(), enabled: isEnabled });
}
