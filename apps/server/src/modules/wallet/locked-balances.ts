import { unitsToDecimal, type LockedBalance, type LockedBalanceType } from '@tengu/shared';
import type { DB } from '#app/db/database';

/**
 * Locked balances: the money is in the ledger pockets `locked:<id>:locked|unlocked`
 * (docs/decisions/004-ledger.md); the `locked_balances` row of the id says its type
 * (docs/decisions/006-wallet-money-json.md). A pocket whose id has no row (none should exist once
 * every grant goes through `openLockedBalance`) is still shown, as a deposit bonus.
 *
 * Unlocking (docs/decisions/017-locked-balances-and-wheel.md) is a counter on the row, moved by the
 * bet batch without touching the ledger: the pocket `locked:<id>:locked` holds locked + unlocked
 * until a claim moves the unlocked part to credits. So a recorded balance reads
 * locked = pocket − counter, unlocked = counter (+ the `…:unlocked` pocket, unused by the grants).
 */
const LOCKED_POCKET = /^locked:([A-Za-z0-9-]{1,64}):(locked|unlocked)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_TYPE: LockedBalanceType = 'deposit-bonus';

/**
 * Records a new locked balance of a player (the rewards modules call it when they grant a bonus,
 * in the transaction that funds it) and returns its id: the `<id>` of its `locked:<id>:…` pockets.
 * `db` may be a transaction.
 */
export async function openLockedBalance(options: {
  db: DB;
  userId: string;
  type: LockedBalanceType;
}): Promise<string> {
  const row = await options.db
    .insertInto('locked_balances')
    .values({ user_id: options.userId, type: options.type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of the locked pockets among these rows. */
export function lockedIdsOf(rows: Array<{ pocket: string }>): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    const id = LOCKED_POCKET.exec(row.pocket)?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}

/** What a locked balance's row says: its type and its unlocked (unclaimed) counter. */
export interface LockedRecordInfo {
  type: LockedBalanceType;
  unlocked: bigint;
}

/** The record of each of these locked balance ids of one player (ids without a row left out). */
export async function findLockedBalanceTypes(
  db: DB,
  userId: string,
  ids: string[],
): Promise<Map<string, LockedRecordInfo>> {
  // Only uuids can have a row (the column is uuid; a non-uuid would be a query error).
  const candidates = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  if (candidates.length === 0) return new Map();
  const rows = await db
    .selectFrom('locked_balances')
    .select(['id', 'type', 'unlocked'])
    .where('user_id', '=', userId)
    .where('id', 'in', candidates)
    .execute();
  return new Map(rows.map((r) => [r.id, { type: r.type, unlocked: r.unlocked }]));
}

/** The locked balances of one player's pocket rows, typed and split by `records` (lowercase id). */
export function lockedBalancesOf(
  rows: Array<{ pocket: string; balance: bigint }>,
  records: ReadonlyMap<string, LockedRecordInfo> = new Map(),
): LockedBalance[] {
  const byId = new Map<string, { locked: bigint; unlocked: bigint }>();
  for (const row of rows) {
    const match = LOCKED_POCKET.exec(row.pocket);
    if (!match) continue;
    const [, id = '', part] = match;
    const entry = byId.get(id) ?? { locked: 0n, unlocked: 0n };
    if (part === 'locked') entry.locked += row.balance;
    else entry.unlocked += row.balance;
    byId.set(id, entry);
  }
  for (const [id, entry] of byId) {
    const counter = records.get(id.toLowerCase())?.unlocked ?? 0n;
    entry.locked -= counter;
    entry.unlocked += counter;
  }
  return (
    [...byId.entries()]
      // A claimed or forfeited locked balance is empty: nothing to show.
      .filter(([, b]) => b.locked !== 0n || b.unlocked !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, { locked, unlocked }]) => ({
        id,
        type: records.get(id.toLowerCase())?.type ?? DEFAULT_TYPE,
        locked: unitsToDecimal(locked),
        unlocked: unitsToDecimal(unlocked),
      }))
  );
}
