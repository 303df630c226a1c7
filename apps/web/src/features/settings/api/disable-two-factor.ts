import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TwoFactorState } from './enable-two-factor';

/** POST /api/auth/2fa/disable {code}: turns 2FA off with a current code. */
export function disableTwoFactor(code: string): Promise<TwoFactorState> {
  return api.post<TwoFactorState>('/auth/2fa/disable', { code });
}

export function useDisableTwoFactor(options: { onChanged: () => void }) {
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: options.onChanged });
}
