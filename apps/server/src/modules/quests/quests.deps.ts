import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';

/** What the quests' services need; `realtime` is null where no socket server runs (the CLI). */
export interface QuestsDeps {
  db: DB;
  realtime: Realtime | null;
  now: () => Date;
}
