import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Balances } from '@tengu/shared';
import { ApiError } from '@/lib/api-client';
import { useRgRefusalText } from '@/features/responsible-gambling/model/use-rg-refusal-text';
import { originalGamesQueryKey } from '../api/get-original-games';

/** The header balance's cache key (the wallet feature owns the query; we only write to it). */
const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;

/** The limit a stake refusal names (`error.data.amount`, dollars). */
function limitOf(error: ApiError): string | null {
  const body = error.body as { error?: { data?: { amount?: unknown } } } | undefined;
  const amount = body?.error?.data?.amount;
  return typeof amount === 'string' ? amount : null;
}

/**
 * After a bet: the returned balances go straight into the header's cache (no refetch), and the
 * bet tables refetch. Errors become one toast in the player's language.
 */
export function useSettleBet() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('games');
  const rgRefusalText = useRgRefusalText();

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
        // The operator's game settings (ADR 044): closed, or a stake outside the game's limits.
        if (error.code === 'GAME_DISABLED') {
          void queryClient.invalidateQueries({ queryKey: originalGamesQueryKey });
          return void toast.error(t('unavailable.title'));
        }
        // The player's own limit or exclusion (ADR 050), in their language.
        const refusal = rgRefusalText(error);
        if (refusal) return void toast.error(refusal);
        const limit = limitOf(error);
        if (error.code === 'STAKE_TOO_LOW' && limit)
          return void toast.error(t('errors.betTooLow', { amount: limit }));
        if (error.code === 'STAKE_TOO_HIGH' && limit)
          return void toast.error(t('errors.betTooHigh', { amount: limit }));
        if (error.status < 500 && error.code !== 'HTTP_ERROR')
          return void toast.error(error.message);
      }
      toast.error(t('common.genericError'));
    },
    [t, rgRefusalText, queryClient],
  );

  return { applyBalance, showError };
}
