import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';

/**
 * What every rewards service needs. `now` is the clock (tests move it through Fridays, month
 * starts and boost windows); `realtime` is null where no socket server runs (the admin CLI).
 */
export interface RewardsDeps {
  db: DB;
  realtime: Realtime | null;
  now: () => Date;
}
