import type { BetResponse, PlinkoBetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/plinko/bet: the settled bet and the balances after it. */
export function placePlinkoBet(body: PlinkoBetRequest): Promise<BetResponse> {
  return api.post<BetResponse>('/games/plinko/bet', body);
}
