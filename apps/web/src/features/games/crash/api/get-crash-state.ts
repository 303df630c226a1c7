import type { CrashStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/games/crash/state: the round, its players, the last rounds and the chain. */
export function getCrashState(signal?: AbortSignal): Promise<CrashStateResponse> {
  return api.get<CrashStateResponse>('/games/crash/state', { signal });
}
