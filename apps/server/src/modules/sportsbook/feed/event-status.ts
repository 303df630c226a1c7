import type { FeedEventStatus } from '../domain';

/**
 * Whether two event statuses say the same (status, score, periods, clock). Field by field: one of
 * them usually comes back from JSONB, whose key order differs from the message's.
 */
export function sameEventStatus(a: FeedEventStatus | null, b: FeedEventStatus | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.status === b.status &&
    a.score.home === b.score.home &&
    a.score.away === b.score.away &&
    a.periods.length === b.periods.length &&
    a.periods.every(([h, w], i) => b.periods[i]?.[0] === h && b.periods[i]?.[1] === w) &&
    a.clock.elapsedSeconds === b.clock.elapsedSeconds &&
    a.clock.period === b.clock.period &&
    a.clock.isRunning === b.clock.isRunning
  );
}
