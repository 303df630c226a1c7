import { unitsToDecimal, type LockedBalance } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { PostEntryResult } from '#app/modules/ledger/ledger.service';
import type { Realtime } from '#app/realtime/realtime';
import { findPockets } from './wallet.repository';
import { findLockedBalanceTypes, lockedBalancesOf, lockedIdsOf } from './locked-balances';

/**
 * Real-time balance updates (issue 4 item 4; spec document 1 section 7): `user:balance`, and
 * `user:lockedBalances` or `user:gold` when a locked pocket or the Gold pocket moved. Call only once the
 * entry's transaction has committed (after `postEntry` resolved), never from inside it: a player
 * must not see money that a rollback could still take back. The figures are read after the
 * commit, so they are the committed ones.
 */
export async function emitBalancesAfterCommit(options: {
  db: DB;
  realtime: Realtime;
  result: PostEntryResult;
}): Promise<void> {
  const { db, realtime, result } = options;
  if (result.replayed) return;
  // Per player: whether a locked pocket or the Gold pocket moved (their own events).
  const touched = new Map<string, { locked: boolean; gold: boolean }>();
  for (const p of result.postings) {
    if (p.account.owner !== 'player') continue;
    const seen = touched.get(p.account.userId) ?? { locked: false, gold: false };
    seen.locked ||= p.account.pocket.startsWith('locked:');
    seen.gold ||= p.account.pocket === 'gold';
    touched.set(p.account.userId, seen);
  }
  if (touched.size === 0) return;

  const userIds = [...touched.keys()];
  // The money has moved: a failed read must not turn the answer into an error that a client
  // might retry without a key. The player still gets the figures from the next balance fetch.
  const rows = await findPockets(db, userIds).catch(() => undefined);
  if (!rows) return;
  for (const userId of userIds) {
    const mine = rows.filter((r) => r.user_id === userId);
    const balanceOf = (pocket: string) =>
      unitsToDecimal(mine.find((r) => r.pocket === pocket)?.balance ?? 0n);
    realtime.toUser(userId, 'user:balance', {
      credits: balanceOf('credits'),
      freebets: balanceOf('freebets'),
    });
    // Gold (issue 17): the rewards dropdown and the farming dashboard follow it live.
    if (touched.get(userId)?.gold)
      realtime.toUser(userId, 'user:gold', { gold: balanceOf('gold') });
    if (touched.get(userId)?.locked) {
      const types = await findLockedBalanceTypes(db, userId, lockedIdsOf(mine)).catch(
        () => undefined,
      );
      if (!types) continue;
      const lockedBalances: LockedBalance[] = lockedBalancesOf(mine, types);
      realtime.toUser(userId, 'user:lockedBalances', { lockedBalances });
    }
  }
}
