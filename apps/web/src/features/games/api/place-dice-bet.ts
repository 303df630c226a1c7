import type { BetResponse, DiceBetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/dice/bet: the settled bet and the balances after it. */
export function placeDiceBet(body: DiceBetRequest): Promise<BetResponse> {
  return api.post<BetResponse>('/games/dice/bet', body);
}
