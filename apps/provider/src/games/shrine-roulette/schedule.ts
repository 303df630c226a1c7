/**
 * The shared table's clock: one round every 30 s for every player at once. Round n opens at
 * epoch + n × roundMs and takes bets for bettingMs; the wheel spins the moment betting closes,
 * and with the default (bettingMs = roundMs = 30 s) betting on round n + 1 opens at that same
 * moment, so the wheel's animation plays over the first seconds of the next window. The round id
 * is derived from time alone, so every provider process agrees on it without coordination.
 */
export interface TableSchedule {
  /** The moment round 0 opened, ms since the Unix epoch. */
  epochMs: number;
  roundMs: number;
  bettingMs: number;
}

export const DEFAULT_SCHEDULE: TableSchedule = {
  epochMs: Date.UTC(2026, 0, 1),
  roundMs: 30_000,
  bettingMs: 30_000,
};

export interface RoundTimes {
  roundId: number;
  opensAt: number;
  /** Bets are accepted while opensAt ≤ now < closesAt. */
  closesAt: number;
  /** When the pocket is drawn and the round settles (= closesAt). */
  spinsAt: number;
}

export function roundTimes(
  roundId: number,
  schedule: TableSchedule = DEFAULT_SCHEDULE,
): RoundTimes {
  if (!Number.isSafeInteger(roundId) || roundId < 0) throw new RangeError('roundId must be ≥ 0');
  assertSchedule(schedule);
  const opensAt = schedule.epochMs + roundId * schedule.roundMs;
  const closesAt = opensAt + schedule.bettingMs;
  return { roundId, opensAt, closesAt, spinsAt: closesAt };
}

/** The round taking bets at this moment. */
export function roundAt(nowMs: number, schedule: TableSchedule = DEFAULT_SCHEDULE): RoundTimes {
  assertSchedule(schedule);
  if (nowMs < schedule.epochMs) throw new RangeError('before the table opened');
  const roundId = Math.floor((nowMs - schedule.epochMs) / schedule.roundMs);
  const times = roundTimes(roundId, schedule);
  // With a betting window shorter than the round, the gap belongs to the next round's wait.
  return nowMs < times.closesAt ? times : roundTimes(roundId + 1, schedule);
}

export function isBettingOpen(
  roundId: number,
  nowMs: number,
  schedule: TableSchedule = DEFAULT_SCHEDULE,
): boolean {
  const { opensAt, closesAt } = roundTimes(roundId, schedule);
  return nowMs >= opensAt && nowMs < closesAt;
}

function assertSchedule({ roundMs, bettingMs }: TableSchedule): void {
  if (!(roundMs > 0) || !(bettingMs > 0) || bettingMs > roundMs) {
    throw new RangeError('need 0 < bettingMs ≤ roundMs');
  }
}
