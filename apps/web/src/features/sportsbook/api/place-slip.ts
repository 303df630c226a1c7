import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbPlaceSlip, SbPlaceSlipResult } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** POST /api/sports/bets: the whole slip, placed as a whole or not at all (idempotent by slipId). */
export function placeSlip(slip: SbPlaceSlip): Promise<SbPlaceSlipResult> {
  return api.post<SbPlaceSlipResult>('/sports/bets', slip);
}

/**
 * The callbacks are the mutation's own: they run even when the slip that placed it is gone (the
 * phone drawer closed during the in-play delay).
 */
export function usePlaceSlip(callbacks: {
  onPlaced: (result: SbPlaceSlipResult) => void;
  onRefused: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeSlip,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets });
      callbacks.onPlaced(result);
    },
    onError: callbacks.onRefused,
  });
}
