import type { BetResponse, KenoBetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/keno/bet: the settled bet and the balances after it. */
export function placeKenoBet(body: KenoBetRequest): Promise<BetResponse> {
  return api.post<BetResponse>('/games/keno/bet', body);
}
