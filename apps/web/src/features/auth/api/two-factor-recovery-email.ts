import { useMutation } from '@tanstack/react-query';
import type { OkMessageResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/2fa/recovery-email: mails a link that turns 2FA off and signs in. */
export function sendTwoFactorRecoveryEmail(tempToken: string): Promise<OkMessageResponse> {
  return api.post<OkMessageResponse>('/auth/2fa/recovery-email', { tempToken });
}

export function useSendTwoFactorRecoveryEmail() {
  return useMutation({ mutationFn: sendTwoFactorRecoveryEmail });
}
