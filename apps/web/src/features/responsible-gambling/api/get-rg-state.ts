import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RgState } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/responsible-gambling: the player's limits, reality check and exclusion (ADR 050). */
export function getRgState(signal?: AbortSignal): Promise<RgState> {
  return api.get<RgState>('/responsible-gambling', { signal });
}

export const rgStateQueryKey = ['responsible-gambling'] as const;

export function rgStateQueryOptions() {
  return queryOptions({
    queryKey: rgStateQueryKey,
    queryFn: ({ signal }) => getRgState(signal),
    staleTime: 30_000,
  });
}

export function useRgState(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...rgStateQueryOptions(), enabled: options.isEnabled ?? true });
}
