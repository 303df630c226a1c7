import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/2fa/setup: a new secret with its QR code, inactive until enabled. */
export function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return api.post<TwoFactorSetupResponse>('/auth/2fa/setup');
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
