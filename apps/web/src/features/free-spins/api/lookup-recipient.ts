import type { UserLookupResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/users/lookup?username=: the recipient's public id (the tip names a user id). */
export function lookupRecipient(username: string): Promise<UserLookupResponse> {
  return api.get<UserLookupResponse>('/users/lookup', { query: { username } });
}
