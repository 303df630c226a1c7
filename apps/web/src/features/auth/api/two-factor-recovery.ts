import type { AuthSuccess } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/2fa/recovery: the emailed `recovery_token`; 2FA off, signed in. */
export function recoverTwoFactor(token: string): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/auth/2fa/recovery', { token });
}
