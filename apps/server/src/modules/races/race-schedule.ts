import type { FastifyBaseLogger } from 'fastify';
import { settleDueRaces } from './race-settlement';
import type { RaceDeps } from './races.deps';

/**
 * The races' schedule on every replica: a tick every few seconds pays the races that ended.
 * Several replicas may tick at once: the settlement's conditional update lets one pay. After a
 * restart the first tick pays whatever ended meanwhile.
 */
export function startRaceSchedule(
  deps: RaceDeps & { log: FastifyBaseLogger; intervalMs?: number },
) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = settleDueRaces(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'race settlement tick failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs ?? 5_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
