import type { MinesRevealRequest, MinesStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/mines/reveal: a safe tile keeps the game running; a mine ends it. */
export function revealMinesTile(body: MinesRevealRequest): Promise<MinesStateResponse> {
  return api.post<MinesStateResponse>('/games/mines/reveal', body);
}
