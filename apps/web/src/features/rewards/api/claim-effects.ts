import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClaimResult, WalletBalance } from '@tengu/shared';
import { walletBalanceQueryKey } from '@/features/wallet/api/get-balance';
import { ApiError } from '@/lib/api-client';
import { rewardQueryKeys } from './reward-query-keys';

/**
 * After any claim: the balance it paid shows at once (the ledger's figures from the answer), and
 * the calendar, totals and history that the claim changed are read afresh.
 */
export function applyClaimResult(queryClient: QueryClient, result: ClaimResult | null): void {
  if (result) {
    queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
      old ? { ...old, ...result.balance } : old,
    );
  }
  void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
  for (const queryKey of [
    rewardQueryKeys.calendar,
    rewardQueryKeys.stats,
    rewardQueryKeys.history,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useClaimEffects() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    apply: (result: ClaimResult | null) => applyClaimResult(queryClient, result),
  };
}

/**
 * The server's refusal text (a REWARD_MESSAGES text, spec document 1 section 8) when there is
 * one; `fallback` for a lost connection or a server failure, whose text is not for players.
 */
export function rewardErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
