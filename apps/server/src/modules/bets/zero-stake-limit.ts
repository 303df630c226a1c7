import { BET_MESSAGES, ZERO_STAKE_BETS_PER_WINDOW, ZERO_STAKE_WINDOW_MS } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';

/**
 * Zero-stake bets cost the player nothing, so a script could place them without end (issue 15).
 * Each player may place ZERO_STAKE_BETS_PER_WINDOW of them per ZERO_STAKE_WINDOW_MS on this
 * replica; bets with a stake never reach this (it is checked before the bet's transaction, and
 * only for a zero amount). Per replica, in memory: a cheap brake, not an accounting rule.
 */
const recent = new Map<string, number[]>();
const SWEEP_AT = 10_000;

function sweep(now: number): void {
  for (const [userId, times] of recent) {
    if (times.every((t) => now - t >= ZERO_STAKE_WINDOW_MS)) recent.delete(userId);
  }
}

export function assertZeroStakeAllowed(userId: string, amount: bigint, now = Date.now()): void {
  if (amount !== 0n) return;
  if (recent.size >= SWEEP_AT) sweep(now);
  const times = (recent.get(userId) ?? []).filter((t) => now - t < ZERO_STAKE_WINDOW_MS);
  if (times.length >= ZERO_STAKE_BETS_PER_WINDOW) {
    recent.set(userId, times);
    throw new AppError('RATE_LIMITED', BET_MESSAGES.zeroStakeTooFast);
  }
  times.push(now);
  recent.set(userId, times);
}
