import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelWithdrawalResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { withdrawalsQueryKey } from './get-withdrawals';

/** POST /api/payments/withdrawals/:id/cancel: only while PENDING; the funds come back. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<CancelWithdrawalResponse>(`/payments/withdrawals/${id}/cancel`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
      // The balance is refreshed after a cancel (spec document 2 section 4).
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
