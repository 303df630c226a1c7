import type { BetResponse, LimboBetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/limbo/bet: the settled bet and the balances after it. */
export function placeLimboBet(body: LimboBetRequest): Promise<BetResponse> {
  return api.post<BetResponse>('/games/limbo/bet', body);
}
