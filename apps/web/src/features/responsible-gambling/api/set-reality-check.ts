import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgState } from '@tengu/shared';
import { api } from '@/lib/api';
import { rgStateQueryKey } from './get-rg-state';

/** PUT /api/responsible-gambling/reality-check: the reminder's interval in minutes (0: off). */
export function setRealityCheck(minutes: number): Promise<RgState> {
  return api.put<RgState>('/responsible-gambling/reality-check', { minutes });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
