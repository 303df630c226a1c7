import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbPlaceSlip, SbPlaceSlipResult } from '@tengu/shared';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** POST /api/sports/bets: the whole slip, placed as a whole or not at all (idempotent by slipId). */
export function placeSlip(slip: SbPlaceSlip): Promise<SbPlaceSlipResult> {
  return api.post<SbPlaceSlipResult>('/sports/bets', slip);
}

export function usePlaceSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeSlip,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets }),
  });
}
