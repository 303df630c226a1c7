import type { TowersStartRequest, TowersStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/towers/start: takes the stake and fixes the tower from the next nonce. */
export function startTowers(body: TowersStartRequest): Promise<TowersStateResponse> {
  return api.post<TowersStateResponse>('/games/towers/start', body);
}
