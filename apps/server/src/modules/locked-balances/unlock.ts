import { unitsToDecimal, type LockedBalance, type LockedBalanceSettings } from '@tengu/shared';
import type { PlayEvent, PlayHandler } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';
import { getLockedBalanceSettings } from './locked-balance-settings';
import { unlockStatement, type PlayerWager, type UnlockRow } from './locked-balances.repository';

/**
 * Unlocking as the player wagers (spec document 2 section 9; ADR 017): deposit bonus unlock =
 * wager × 1 % × 40 %, Sign Up Spin = wager × 1 % × 20 % (operator settings). The credits staked
 * of a batch, summed per player, become ONE statement in the bets' transaction
 * (locked-balances.repository.ts, `unlockStatement`); after the commit the players whose locked
 * balances moved get `user:lockedBalances`.
 */

/** The batch's credits wagered per player (free bets unlock nothing, as they earn nothing). */
export function wagersOf(events: readonly PlayEvent[]): PlayerWager[] {
  const byPlayer = new Map<string, bigint>();
  for (const event of events) {
    if (event.stakeCredits <= 0n) continue;
    byPlayer.set(event.userId, (byPlayer.get(event.userId) ?? 0n) + event.stakeCredits);
  }
  return [...byPlayer].map(([userId, wager]) => ({ userId, wager }));
}

/** Units unlocked per 10⁸ units wagered, per type: wagerShareBps × unlock bps. */
export function unlockFactors(settings: LockedBalanceSettings) {
  return {
    depositFactor: BigInt(settings.wagerShareBps) * BigInt(settings.depositBonusUnlockBps),
    spinFactor: BigInt(settings.wagerShareBps) * BigInt(settings.signUpSpinUnlockBps),
  };
}

/** The event payloads: each player's open locked balances, ordered by id like the wallet. */
export function lockedBalancesByPlayer(rows: UnlockRow[]): Map<string, LockedBalance[]> {
  const byPlayer = new Map<string, LockedBalance[]>();
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const list = byPlayer.get(row.user_id) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      locked: unitsToDecimal(row.locked),
      unlocked: unitsToDecimal(row.unlocked),
    });
    byPlayer.set(row.user_id, list);
  }
  return byPlayer;
}

/** Registered by app.ts on every app's play-events registry. */
export const lockedBalancesPlayHandler: PlayHandler<
  LockedBalanceSettings,
  UnlockRow,
  Map<string, LockedBalance[]>
> = {
  name: 'locked-balances',
  prepare: getLockedBalanceSettings,
  statement: (db, events, settings) => {
    const players = wagersOf(events);
    if (players.length === 0) return null;
    return unlockStatement({ players, ...unlockFactors(settings) }, lockedBalancesByPlayer);
  },
  publish: (byPlayer, realtime: Realtime) => {
    for (const [userId, lockedBalances] of byPlayer) {
      realtime.toUser(userId, 'user:lockedBalances', { lockedBalances });
    }
  },
};
