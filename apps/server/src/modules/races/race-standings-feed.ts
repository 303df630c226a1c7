import type { Realtime } from '#app/realtime/realtime';
import { RACE_PRIZE_POSITIONS } from '@tengu/shared';
import { raceView, standingsView } from './race-view';
import { findRace, raceAudience, rankedParticipants } from './races.repository';
import type { RaceDeps } from './races.deps';

/** At most one `leaderboard:standings_update` per race and second (per process). */
export const STANDINGS_THROTTLE_MS = 1_000;

/**
 * Sends a race's standings to its affiliate and participants, each with their own `me`. Calls
 * within the throttle window are merged into one trailing send.
 */
export function createStandingsFeed(deps: Omit<RaceDeps, 'realtime'>) {
  const lastSent = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();

  async function send(realtime: Realtime, raceId: string) {
    lastSent.set(raceId, Date.now());
    const race = await findRace(deps.db, raceId);
    if (!race) return;
    const ranked = await rankedParticipants(deps.db, raceId, RACE_PRIZE_POSITIONS);
    const stats = raceView(race);
    for (const userId of await raceAudience(deps.db, raceId)) {
      realtime.toUser(userId, 'leaderboard:standings_update', {
        leaderboard_id: raceId,
        standings: standingsView(race, ranked, userId),
        stats,
      });
    }
  }

  return {
    touch(realtime: Realtime, raceId: string) {
      if (pending.has(raceId)) return;
      const wait = (lastSent.get(raceId) ?? 0) + STANDINGS_THROTTLE_MS - Date.now();
      const run = () => {
        pending.delete(raceId);
        send(realtime, raceId).catch(() => undefined);
      };
      if (wait <= 0) run();
      else {
        const timer = setTimeout(run, wait);
        timer.unref();
        pending.set(raceId, timer);
      }
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
export type StandingsFeed = ReturnType<typeof createStandingsFeed>;
