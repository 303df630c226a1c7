import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositBonusStatus } from '@tengu/shared';
import { api } from '@/lib/api';
import { lockedQueryKeys } from './locked-query-keys';

/** POST /api/locked-balances/deposit-bonus/opt-in (idempotent). */
export function optInDepositBonus(): Promise<DepositBonusStatus> {
  return api.post<DepositBonusStatus>('/locked-balances/deposit-bonus/opt-in');
}

export function useOptInDepositBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optInDepositBonus,
    onSuccess: (status) => queryClient.setQueryData(lockedQueryKeys.depositBonus, status),
  });
}
