import type { CoinflipStateResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/games/coinflip/cashout: pays 1.98ᵏ after k right calls and ends the series. */
export function cashOutCoinflip(): Promise<CoinflipStateResponse> {
  return api.post<CoinflipStateResponse>('/games/coinflip/cashout');
}
