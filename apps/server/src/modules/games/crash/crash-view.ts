import {
  CRASH_GROWTH_PER_MS,
  unitsToDecimal,
  type CrashHistoryItem,
  type CrashPlayer,
  type CrashRound,
  type PublicBetPayload,
} from '@tengu/shared';
import type { CrashBetView, RoundRow } from './crash.repository';

/** The JSON of crash rows: what players may see of a round and its bets. */

/** The name others see: none when the player hides it (issue 15, as `bets:new` does). */
export const publicName = (bet: Pick<CrashBetView, 'username' | 'hide_name'>): string | null =>
  bet.hide_name ? null : bet.username;

export const e2ToMultiplier = (e2: bigint): number => Number(e2) / 100;

export function toCrashPlayer(bet: CrashBetView): CrashPlayer {
  const payout = bet.credits_won + bet.freebets_won;
  const settled = bet.status !== 'active';
  return {
    bet_id: bet.id,
    round_id: bet.round_id,
    username: publicName(bet),
    amount: unitsToDecimal(bet.amount),
    auto_cashout: bet.auto_cashout_e2 === null ? null : e2ToMultiplier(bet.auto_cashout_e2),
    cashout:
      bet.status === 'cashed' && bet.cashout_e2 !== null ? e2ToMultiplier(bet.cashout_e2) : null,
    payout: settled ? unitsToDecimal(payout) : null,
    profit: settled ? unitsToDecimal(payout - bet.amount) : null,
    status: bet.status,
  };
}

/** The round without its secrets until it has crashed. */
export function toCrashRound(round: RoundRow, serverTime: number): CrashRound {
  const crashed = round.phase === 'crashed';
  return {
    id: round.id,
    phase: round.phase,
    betting_ends_at: round.betting_ends_at.toISOString(),
    started_at: round.started_at?.toISOString() ?? null,
    crashed_at: round.crashed_at?.toISOString() ?? null,
    crash_point: crashed ? e2ToMultiplier(round.crash_point_e2) : null,
    hash: crashed ? round.hash : null,
    growth: CRASH_GROWTH_PER_MS,
    server_time: serverTime,
  };
}

export function toHistoryItem(round: RoundRow): CrashHistoryItem {
  return {
    id: round.id,
    crash_point: e2ToMultiplier(round.crash_point_e2),
    hash: round.hash,
    crashed_at: (round.crashed_at ?? round.created_at).toISOString(),
  };
}

/** The live bets feed's line for a settled crash bet. */
export function toPublicBet(bet: CrashBetView, createdAt: Date): PublicBetPayload {
  const payout = bet.status === 'cashed' ? bet.credits_won + bet.freebets_won : 0n;
  return {
    id: bet.id,
    game: 'crash',
    player: publicName(bet),
    amount: unitsToDecimal(bet.amount),
    multiplier:
      bet.status === 'cashed' && bet.cashout_e2 !== null ? e2ToMultiplier(bet.cashout_e2) : 0,
    payout: unitsToDecimal(payout),
    created_at: createdAt.toISOString(),
  };
}
