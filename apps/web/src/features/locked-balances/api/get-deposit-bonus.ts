import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositBonusStatus } from '@tengu/shared';
import { api } from '@/lib/api';
import { lockedQueryKeys } from './locked-query-keys';

/** GET /api/locked-balances/deposit-bonus: what the Deposit bonus info modal shows. */
export function getDepositBonus(signal?: AbortSignal): Promise<DepositBonusStatus> {
  return api.get<DepositBonusStatus>('/locked-balances/deposit-bonus', { signal });
}

export function depositBonusQueryOptions() {
  return queryOptions({
    queryKey: lockedQueryKeys.depositBonus,
    queryFn: ({ signal }) => getDepositBonus(signal),
  });
}

export function useDepositBonus() {
  return useQuery(depositBonusQueryOptions());
}
