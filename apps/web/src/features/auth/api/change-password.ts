import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, OkMessageResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/change-password with the `pw_token` of the emailed link. */
export function changePassword(input: ChangePasswordRequest): Promise<OkMessageResponse> {
  return api.post<OkMessageResponse>('/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
