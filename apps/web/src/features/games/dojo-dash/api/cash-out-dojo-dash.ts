import type { DojoDashStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/dojo-dash/cashout: pays the lane's multiplier and reveals the hazards. */
export function cashOutDojoDash(): Promise<DojoDashStateResponse> {
  return api.post<DojoDashStateResponse>('/games/dojo-dash/cashout');
}
