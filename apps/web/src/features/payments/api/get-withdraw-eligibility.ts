import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawEligibility } from '@tengu/shared';
import { api } from '@/lib/api';

export const withdrawEligibilityQueryKey = ['payments', 'withdraw-eligibility'] as const;

/** GET /api/payments/withdrawals/eligibility: verified email, wagered of the $69 required. */
export function getWithdrawEligibility(signal?: AbortSignal): Promise<WithdrawEligibility> {
  return api.get<WithdrawEligibility>('/payments/withdrawals/eligibility', { signal });
}

/** Read fresh each time the modal opens: a bet or a verified email changes it. */
export function useWithdrawEligibility() {
  return useQuery(
    queryOptions({
      queryKey: withdrawEligibilityQueryKey,
      queryFn: ({ signal }) => getWithdrawEligibility(signal),
      staleTime: 0,
    }),
  );
}
