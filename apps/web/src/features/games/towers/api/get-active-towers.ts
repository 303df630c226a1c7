import type { TowersActiveResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/games/towers/active: the running climb after a reload, or null. */
export function getActiveTowers(signal?: AbortSignal): Promise<TowersActiveResponse> {
  return api.get<TowersActiveResponse>('/games/towers/active', { signal });
}

export const activeTowersQueryKey = ['games', 'towers', 'active'] as const;
