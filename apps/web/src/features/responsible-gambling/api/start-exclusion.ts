import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgCoolOffDuration, RgSelfExclusionDuration, RgState } from '@tengu/shared';
import { api } from '@/lib/api';
import { rgStateQueryKey } from './get-rg-state';

export type ExclusionRequest =
  | { kind: 'cool_off'; duration: RgCoolOffDuration }
  | { kind: 'self_exclusion'; duration: RgSelfExclusionDuration };

/** POST /api/responsible-gambling/cool-off or /self-exclusion: cannot be undone before its end. */
export function startExclusion(request: ExclusionRequest): Promise<RgState> {
  const path = request.kind === 'cool_off' ? 'cool-off' : 'self-exclusion';
  return api.post<RgState>(`/responsible-gambling/${path}`, { duration: request.duration });
}

export function useStartExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExclusion,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
