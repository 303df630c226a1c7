import type { OkMessageResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/verify-email with the `verify_email` token of the emailed link. */
export function verifyEmail(token: string): Promise<OkMessageResponse> {
  return api.post<OkMessageResponse>('/auth/verify-email', { token });
}
