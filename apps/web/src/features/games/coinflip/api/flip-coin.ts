import type { CoinflipFlipRequest, CoinflipStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/coinflip/flip: a right call keeps the series running; a wrong one ends it. */
export function flipCoin(body: CoinflipFlipRequest): Promise<CoinflipStateResponse> {
  return api.post<CoinflipStateResponse>('/games/coinflip/flip', body);
}
