import type { CrashBetResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/crash/cashout: the server's clock decides the multiplier. */
export function cashOutCrash(): Promise<CrashBetResponse> {
  return api.post<CrashBetResponse>('/games/crash/cashout');
}
