import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';

/**
 * What every race service needs. `now` is the clock (tests move it past a race's end);
 * `realtime` is null where no socket server runs (the admin CLI).
 */
export interface RaceDeps {
  db: DB;
  realtime: Realtime | null;
  now: () => Date;
}
