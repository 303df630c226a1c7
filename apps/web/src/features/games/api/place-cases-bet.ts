import type { BetResponse, CasesBetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/cases/bet: the settled bet and the balances after it. */
export function placeCasesBet(body: CasesBetRequest): Promise<BetResponse> {
  return api.post<BetResponse>('/games/cases/bet', body);
}
