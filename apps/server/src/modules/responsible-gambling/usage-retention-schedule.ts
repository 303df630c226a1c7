import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#app/db/database';
import { repeatEvery } from '#app/schedule';
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
  return repeatEvery({
    intervalMs: deps.intervalMs ?? 60 * 60_000,
    pass: async () => {
      const deleted = await deleteExpiredUsage({ db: deps.db, now: deps.now() });
      if (deleted > 0) deps.log.info({ deleted }, 'responsible gambling usage rows deleted');
    },
    log: deps.log,
    failure: 'usage retention pass failed',
  });
}
