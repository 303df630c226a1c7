import type { MinesStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/mines/cashout: pays the current multiplier and ends the game. */
export function cashOutMines(): Promise<MinesStateResponse> {
  return api.post<MinesStateResponse>('/games/mines/cashout');
}
