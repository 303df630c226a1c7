import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#app/db/database';
import { deleteExpiredUsage } from './usage-retention';

/**
 * Responsible gambling's usage retention on every replica (ADR 050): a pass an hour deletes the
 * usage days no limit can count any more. Several replicas may pass at once: each batch deletes
 * what is still there, and a day is only ever deleted once no limit can count it.
 */
export function startUsageRetentionSchedule(deps: {
  db: DB;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = deleteExpiredUsage({ db: deps.db, now: deps.now() })
      .then((deleted) => {
        if (deleted > 0) deps.log.info({ deleted }, 'responsible gambling usage rows deleted');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'usage retention pass failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs ?? 60 * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
