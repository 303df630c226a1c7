import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess } from '@tengu/shared';
import { api } from '@/lib/api';

export interface VerifyTwoFactorInput {
  tempToken: string;
  twoFactorCode: string;
}

/** POST /api/auth/2fa/verify: the second login step. */
export function verifyTwoFactor(input: VerifyTwoFactorInput): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/auth/2fa/verify', input);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
