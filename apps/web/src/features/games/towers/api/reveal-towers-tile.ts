import type { TowersRevealRequest, TowersStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/towers/reveal: a safe tile climbs one level; a trap ends the climb. */
export function revealTowersTile(body: TowersRevealRequest): Promise<TowersStateResponse> {
  return api.post<TowersStateResponse>('/games/towers/reveal', body);
}
