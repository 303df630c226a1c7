import { unitsToDecimal, type LockedBalance, type LockedBalanceType } from '@tengu/shared';

/**
 * Locked balances from the ledger pockets `locked:<id>:locked|unlocked`
 * (docs/decisions/004-ledger.md). The record behind an id (its type, wagering progress) belongs
 * to the rewards module, which has not landed: until it does, every locked balance reads as a
 * deposit bonus. TODO(rewards): look the type up in the locked-balance records.
 */
const LOCKED_POCKET = /^locked:([A-Za-z0-9-]{1,64}):(locked|unlocked)$/;
const DEFAULT_TYPE: LockedBalanceType = 'deposit-bonus';

export function lockedBalancesOf(
  rows: Array<{ pocket: string; balance: bigint }>,
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
  return (
    [...byId.entries()]
      // A claimed or forfeited locked balance is empty: nothing to show.
      .filter(([, b]) => b.locked !== 0n || b.unlocked !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, { locked, unlocked }]) => ({
        id,
        type: DEFAULT_TYPE,
        locked: unitsToDecimal(locked),
        unlocked: unitsToDecimal(unlocked),
      }))
  );
}
