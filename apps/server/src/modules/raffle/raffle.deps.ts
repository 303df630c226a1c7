import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import type { PublicValueSource } from './public-value';

/**
 * What every raffle service needs. `now` is the clock (tests move it through Fridays);
 * `realtime` is null where no socket server runs (the admin CLI); `publicValue` supplies the
 * value fixed after a week closes (docs/decisions/018-raffle.md).
 */
export interface RaffleDeps {
  db: DB;
  realtime: Realtime | null;
  now: () => Date;
  publicValue: PublicValueSource;
}
