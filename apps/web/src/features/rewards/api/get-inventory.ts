import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

export interface InventoryResponse {
  items: InventoryItem[];
}

/** GET /api/rewards/inventory: the boosts and free-bet balances the player holds. */
export function getInventory(signal?: AbortSignal): Promise<InventoryResponse> {
  return api.get<InventoryResponse>('/rewards/inventory', { signal });
}

export function inventoryQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.inventory,
    queryFn: ({ signal }) => getInventory(signal),
  });
}

export function useInventory(isEnabled = true) {
  return useQuery({ ...inventoryQueryOptions(), enabled: isEnabled });
}
