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

export function useCashOut(betId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SbCashOut) => cashOut(betId, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.cashOut(betId) });
    },
  });
}
