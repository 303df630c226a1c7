import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgSetLimitBody, RgState } from '@tengu/shared';
import { api } from '@/lib/api';
import { rgStateQueryKey } from './get-rg-state';

/** PUT /api/responsible-gambling/limits: a lower or first limit at once, a higher one in 24 h. */
export function setRgLimit(body: RgSetLimitBody): Promise<RgState> {
  return api.put<RgState>('/responsible-gambling/limits', body);
}

export function useSetRgLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRgLimit,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
