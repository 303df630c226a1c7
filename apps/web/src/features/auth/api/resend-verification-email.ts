import { useMutation } from '@tanstack/react-query';
import type { OkMessageResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/verify-email/resend: a fresh verification link. */
export function resendVerificationEmail(): Promise<OkMessageResponse> {
  return api.post<OkMessageResponse>('/auth/verify-email/resend');
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
