import type { FastifyBaseLogger } from 'fastify';
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
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueDraws(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'raffle draw tick failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
