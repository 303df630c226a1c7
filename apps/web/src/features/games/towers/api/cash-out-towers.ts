import type { TowersStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/towers/cashout: pays the level's multiplier and reveals the tower. */
export function cashOutTowers(): Promise<TowersStateResponse> {
  return api.post<TowersStateResponse>('/games/towers/cashout');
}
