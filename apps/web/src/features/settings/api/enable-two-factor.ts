import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface TwoFactorState {
  twoFactorEnabled: boolean;
}

/** POST /api/auth/2fa/enable {code}: turns 2FA on with a code from the new secret. */
export function enableTwoFactor(code: string): Promise<TwoFactorState> {
  return api.post<TwoFactorState>('/auth/2fa/enable', { code });
}

export function useEnableTwoFactor(options: { onChanged: () => void }) {
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: options.onChanged });
}
