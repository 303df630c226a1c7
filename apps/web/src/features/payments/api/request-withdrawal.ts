import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertFreebetsResponse, WithdrawRequest, WithdrawResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { withdrawEligibilityQueryKey } from './get-withdraw-eligibility';
import { withdrawalsQueryKey } from './get-withdrawals';

/** POST /api/payments/withdrawals: debited now, sent after review. */
export function requestWithdrawal(request: WithdrawRequest): Promise<WithdrawResponse> {
  return api.post<WithdrawResponse>('/payments/withdrawals', request);
}

/** POST /api/payments/freebets/convert: gives up the free bets (irreversible). */
export function convertFreebets(): Promise<ConvertFreebetsResponse> {
  return api.post<ConvertFreebetsResponse>('/payments/freebets/convert', {});
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      // A refusal may mean the standing changed since the modal opened.
      void queryClient.invalidateQueries({ queryKey: withdrawEligibilityQueryKey });
    },
  });
}
