import type { CoinflipStartRequest, CoinflipStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/coinflip/start: takes the stake and fixes the 20 flips from the next nonce. */
export function startCoinflip(body: CoinflipStartRequest): Promise<CoinflipStateResponse> {
  return api.post<CoinflipStateResponse>('/games/coinflip/start', body);
}
