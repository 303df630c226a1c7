import type { DojoDashActiveResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/games/dojo-dash/active: the running run after a reload, or null. */
export function getActiveDojoDash(signal?: AbortSignal): Promise<DojoDashActiveResponse> {
  return api.get<DojoDashActiveResponse>('/games/dojo-dash/active', { signal });
}

export const activeDojoDashQueryKey = ['games', 'dojo-dash', 'active'] as const;
