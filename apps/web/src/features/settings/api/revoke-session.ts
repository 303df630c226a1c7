import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/sessions/:id: signs that device out. */
export function revokeSession(id: string): Promise<OkResponse> {
  return api.delete<OkResponse>(`/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
