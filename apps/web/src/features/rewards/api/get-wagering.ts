import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

export interface WageringResponse {
  wager_requirement: string;
  wagered_amount: string;
}

/** GET /api/rewards/wagering: the wagering requirement and how much of it is met. */
export function getWagering(signal?: AbortSignal): Promise<WageringResponse> {
  return api.get<WageringResponse>('/rewards/wagering', { signal });
}

export function wageringQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.wagering,
    queryFn: ({ signal }) => getWagering(signal),
  });
}

export function useWagering(isEnabled = true) {
  return useQuery({ ...wageringQueryOptions(), enabled: isEnabled });
}
