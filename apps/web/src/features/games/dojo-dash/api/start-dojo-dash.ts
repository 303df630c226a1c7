import type { DojoDashStartRequest, DojoDashStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/dojo-dash/start: takes the stake and fixes the hazards from the next nonce. */
export function startDojoDash(body: DojoDashStartRequest): Promise<DojoDashStateResponse> {
  return api.post<DojoDashStateResponse>('/games/dojo-dash/start', body);
}
