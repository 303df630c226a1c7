import type { CrashBetRequest, CrashBetResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/crash/bet: joins the waiting round (the stake leaves now). */
export function placeCrashBet(body: CrashBetRequest): Promise<CrashBetResponse> {
  return api.post<CrashBetResponse>('/games/crash/bet', body);
}
