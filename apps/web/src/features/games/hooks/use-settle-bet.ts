import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Balances } from '@tengu/shared';
import { ApiError } from '@/lib/api-client';

/** The header balance's cache key (the wallet feature owns the query; we only write to it). */
const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;

/**
 * After a bet: the returned balances go straight into the header's cache (no refetch), and the
 * bet tables refetch. Errors become one toast in the player's language.
 */
export function useSettleBet() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('games');

  const applyBalance = useCallback(
    (balance: Balances) => {
      const current = queryClient.getQueryData<Record<string, unknown>>(WALLET_BALANCE_KEY);
      if (current) queryClient.setQueryData(WALLET_BALANCE_KEY, { ...current, ...balance });
      else void queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
      void queryClient.invalidateQueries({ queryKey: ['bets', 'mine'] });
    },
    [queryClient],
  );

  const showError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.code === 'INSUFFICIENT_FUNDS')
          return void toast.error(t('errors.insufficientFunds'));
        if (error.code === 'MAX_PROFIT_EXCEEDED') return void toast.error(t('errors.maxProfit'));
        if (error.status < 500 && error.code !== 'HTTP_ERROR')
          return void toast.error(error.message);
      }
      toast.error(t('common.genericError'));
    },
    [t],
  );

  return { applyBalance, showError };
}
