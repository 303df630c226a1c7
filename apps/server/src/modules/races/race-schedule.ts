import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '#app/schedule';
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
  return repeatEvery({
    intervalMs: deps.intervalMs ?? 5_000,
    pass: () => settleDueRaces(deps),
    log: deps.log,
    failure: 'race settlement tick failed',
  });
}
