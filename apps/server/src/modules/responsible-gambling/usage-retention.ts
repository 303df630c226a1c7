import type { DB } from '#app/db/database';
import { deleteUsageBefore } from './responsible-gambling.repository';
import { usageRetentionCutoff } from './rg-periods';

/**
 * Usage retention (ADR 050): `responsible_gambling_usage` gains a row per player with a limit
 * per day they play; a day that no period in force can count any more (`usageRetentionCutoff`:
 * before the earliest start of the day, week and month a day ago) is deleted, in batches of
 * `batchSize` rows, at most `maxBatches` per pass (the rest goes on the next pass).
 */
export async function deleteExpiredUsage(options: {
  db: DB;
  now: Date;
  batchSize?: number;
  maxBatches?: number;
}): Promise<number> {
  const batchSize = options.batchSize ?? 1_000;
  const maxBatches = options.maxBatches ?? 100;
  const before = usageRetentionCutoff(options.now);
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await deleteUsageBefore(options.db, before, batchSize);
    deleted += count;
    if (count < batchSize) break;
  }
  return deleted;
}
