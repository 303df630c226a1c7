import type { BlackjackStartRequest, BlackjackStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/blackjack/start: takes the stake and deals from the next nonce. */
export function startBlackjack(body: BlackjackStartRequest): Promise<BlackjackStateResponse> {
  return api.post<BlackjackStateResponse>('/games/blackjack/start', body);
}
