import type { OkResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** DELETE /api/sessions/current: revokes this session and clears the refresh cookie. */
export function logout(): Promise<OkResponse> {
  return api.delete<OkResponse>('/sessions/current');
}
