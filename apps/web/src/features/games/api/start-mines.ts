import type { MinesStartRequest, MinesStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/mines/start: takes the stake and fixes the board from the next nonce. */
export function startMines(body: MinesStartRequest): Promise<MinesStateResponse> {
  return api.post<MinesStateResponse>('/games/mines/start', body);
}
