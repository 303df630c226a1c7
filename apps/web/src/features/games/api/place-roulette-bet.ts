import type { BetResponse, RouletteBetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/roulette/bet: the settled bet and the balances after it. */
export function placeRouletteBet(body: RouletteBetRequest): Promise<BetResponse> {
  return api.post<BetResponse>('/games/roulette/bet', body);
}
