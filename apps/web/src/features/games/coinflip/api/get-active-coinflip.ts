import type { CoinflipActiveResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/games/coinflip/active: the running series after a reload, or null. */
export function getActiveCoinflip(signal?: AbortSignal): Promise<CoinflipActiveResponse> {
  return api.get<CoinflipActiveResponse>('/games/coinflip/active', { signal });
}

export const activeCoinflipQueryKey = ['games', 'coinflip', 'active'] as const;
