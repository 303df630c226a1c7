import type { BlackjackActionRequest, BlackjackStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/blackjack/action: hit, stand, double, split, insurance or noInsurance. */
export function playBlackjackAction(body: BlackjackActionRequest): Promise<BlackjackStateResponse> {
  return api.post<BlackjackStateResponse>('/games/blackjack/action', body);
}
