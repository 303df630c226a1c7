import type { FastifyBaseLogger } from 'fastify';

export interface Schedule {
  /** Clears the timer and waits for a pass still running. */
  stop: () => Promise<void>;
}

/**
 * A background pass on every replica (the raffle's draws, the races' settlement, responsible
 * gambling's usage retention): it runs at once, then every `intervalMs`, never two at once (a
 * pass still running when the next is due skips that turn). A failed pass is logged as a warning
 * with `failure` and the next one runs as planned. The timer never keeps the process alive.
 */
export function repeatEvery(options: {
  intervalMs: number;
  pass: () => Promise<unknown>;
  log: FastifyBaseLogger;
  failure: string;
}): Schedule {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = options
      .pass()
      .catch((error: unknown) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
