import type { DojoDashStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/dojo-dash/dash: crosses the next lane (a hazard ends the run). */
export function dashLane(): Promise<DojoDashStateResponse> {
  return api.post<DojoDashStateResponse>('/games/dojo-dash/dash');
}
