import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SbCashOut, SbCashOutQuote, SbCashOutResult } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** GET /api/sports/bets/:id/cash-out: the live offer (value null with a reason when refused). */
export function getCashOutQuote(betId: string, signal?: AbortSignal): Promise<SbCashOutQuote> {
  return api.get<SbCashOutQuote>(`/sports/bets/${encodeURIComponent(betId)}/cash-out`, { signal });
}

export function cashOutQuoteOptions(betId: string) {
  return queryOptions({
    queryKey: sportsKeys.cashOut(betId),
    queryFn: ({ signal }) => getCashOutQuote(betId, signal),
    // Odds moves invalidate it (use-sports-live); the interval covers a quiet socket.
    refetchInterval: 10_000,
  });
}

export function useCashOutQuote(betId: string, isEnabled: boolean) {
  return useQuery({ ...cashOutQuoteOptions(betId), enabled: isEnabled });
}

/** POST /api/sports/bets/:id/cash-out: full (no stake) or partial, at the accepted value or better. */
export function cashOut(betId: string, body: SbCashOut): Promise<SbCashOutResult> {
  return api.post<SbCashOutResult>(`/sports/bets/${encodeURIComponent(betId)}/cash-out`, body);
}

/**
 * `onPaid` is the mutation's own callback: the bet's card (and the dialog in it) may already be
 * gone when the answer arrives, moved to Settled by the `sports:bet` that the cash-out sent.
 */
export function useCashOut(betId: string, onPaid: (result: SbCashOutResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SbCashOut) => cashOut(betId, body),
    onSuccess: onPaid,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.cashOut(betId) });
    },
  });
}
