import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '#app/schedule';
import { runDueDraws } from './draw.service';
import type { RaffleDeps } from './raffle.deps';

/**
 * The raffle's schedule on every replica: a tick a minute makes the coming weeks' seeds and
 * runs the draws that are due. Several replicas may tick at once: the draw's conditional updates
 * let one of them draw (draw.service.ts), the others find the week drawn.
 */
export function startRaffleSchedule(
  deps: RaffleDeps & { log: FastifyBaseLogger; intervalMs?: number },
) {
  return repeatEvery({
    intervalMs: deps.intervalMs ?? 60_000,
    pass: () => runDueDraws(deps),
    log: deps.log,
    failure: 'raffle draw tick failed',
  });
}
