import type { UserLookupResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/users/lookup?username=: a player's public id, name and level; 404 'User not found'. */
export function lookupUser(username: string): Promise<UserLookupResponse> {
  return api.get<UserLookupResponse>('/users/lookup', { query: { username } });
}
