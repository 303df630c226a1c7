import type { ConsoleMe } from '@tengu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The console shares the player app's API client and session (same tokens, same refresh). */
export { api as consoleApi };

export const consoleMeQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: () => api.get<ConsoleMe>('/admin/me'),
});

export const useConsoleMe = () => useQuery(consoleMeQuery);
