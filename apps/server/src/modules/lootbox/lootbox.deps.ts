import type { DB } from '#app/db/database';

/**
 * What the lootbox services need. `now` is the clock (code expiry); `onGoldCredited` runs after
 * a Gold prize committed (the routes compose it: the rewards dropdown's Gold row goes live).
 */
export interface LootboxDeps {
  db: DB;
  now: () => Date;
  onGoldCredited?: (userId: string) => Promise<void>;
}
