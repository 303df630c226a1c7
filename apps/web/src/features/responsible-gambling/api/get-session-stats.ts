import type { RgSessionStats } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/responsible-gambling/session: time played and net result since `since`. */
export function getSessionStats(since: string): Promise<RgSessionStats> {
  return api.get<RgSessionStats>(
    `/responsible-gambling/session?since=${encodeURIComponent(since)}`,
  );
}
