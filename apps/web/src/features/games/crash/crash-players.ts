import type { CrashPlayer } from '@tengu/shared';
import { decimalToUnits, unitsToDecimal } from '@tengu/shared';

/** Updates never go backwards: a settled bet stays settled whatever arrives late. */
export function mergePlayers(
  current: Record<string, CrashPlayer>,
  updates: readonly CrashPlayer[],
): Record<string, CrashPlayer> {
  const next = { ...current };
  for (const player of updates) {
    const known = next[player.bet_id];
    if (known && known.status !== 'active' && player.status === 'active') continue;
    next[player.bet_id] = player;
  }
  return next;
}

/** At the bust every bet still in play has lost (the server sends no event per bet). */
export function loseActive(players: Record<string, CrashPlayer>): Record<string, CrashPlayer> {
  const next: Record<string, CrashPlayer> = {};
  for (const [id, player] of Object.entries(players)) {
    next[id] =
      player.status === 'active'
        ? {
            ...player,
            status: 'lost',
            payout: '0',
            profit: unitsToDecimal(-decimalToUnits(player.amount)),
          }
        : player;
  }
  return next;
}

/** Cashed out first (largest payout first), then in play, then lost; by stake within each. */
export function sortPlayers(players: readonly CrashPlayer[]): CrashPlayer[] {
  const rank = { cashed: 0, active: 1, lost: 2 } as const;
  return [...players].sort((a, b) => {
    if (a.status !== b.status) return rank[a.status] - rank[b.status];
    const byAmount = decimalToUnits(b.amount) - decimalToUnits(a.amount);
    return byAmount > 0n
      ? 1
      : byAmount < 0n
        ? -1
        : (a.username ?? '').localeCompare(b.username ?? '');
  });
}
