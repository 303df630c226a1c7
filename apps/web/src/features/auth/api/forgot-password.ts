import { useMutation } from '@tanstack/react-query';
import type { OkMessageResponse } from '@tengu/shared';
import { forgotPasswordRequest } from '@/features/auth/login-identifier';
import { api } from '@/lib/api';

/** POST /api/auth/forgot-password: mails a reset link (the same answer for unknown accounts). */
export function forgotPassword(value: string): Promise<OkMessageResponse> {
  return api.post<OkMessageResponse>('/auth/forgot-password', forgotPasswordRequest(value));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
