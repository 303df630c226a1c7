import type { CrashRound } from '@tengu/shared';
import { crashElapsedFor } from '@tengu/shared';

/**
 * What the screen shows at a local instant, from the last known round and clock offset. The
 * curve is e^(growth·ms) (the server's own formula), so between ticks the browser computes
 * the same value the server would; it never runs more than `MAX_AHEAD_MS` past the last tick,
 * so a stalled stream freezes rather than inventing a multiplier.
 */
export const MAX_AHEAD_MS = 1000;

export interface CrashView {
  phase: CrashRound['phase'] | 'loading';
  /** The multiplier to draw (the point once crashed). */
  multiplier: number;
  /** Running time in ms (time of the bust once crashed). */
  elapsed: number;
  /** Betting time left, ms (waiting only). */
  countdown: number;
  /** Countdown share left, 0–1. */
  countdownShare: number;
}

export function viewAt(
  round: CrashRound | null,
  offset: number,
  lastTickAt: number | null,
  now: number,
  waitingMs = 7000,
): CrashView {
  if (!round)
    return { phase: 'loading', multiplier: 1, elapsed: 0, countdown: 0, countdownShare: 0 };
  const serverNow = now + offset;
  if (round.phase === 'waiting') {
    const left = Math.max(0, Date.parse(round.betting_ends_at) - serverNow);
    return {
      phase: 'waiting',
      multiplier: 1,
      elapsed: 0,
      countdown: left,
      countdownShare: Math.min(1, left / waitingMs),
    };
  }
  if (round.phase === 'crashed') {
    const point = round.crash_point ?? 1;
    return {
      phase: 'crashed',
      multiplier: point,
      elapsed: crashElapsedFor(point, round.growth),
      countdown: 0,
      countdownShare: 0,
    };
  }
  const started = round.started_at ? Date.parse(round.started_at) : serverNow;
  let elapsed = Math.max(0, serverNow - started);
  if (lastTickAt !== null) {
    const lastElapsed = Math.max(0, lastTickAt + offset - started);
    elapsed = Math.min(elapsed, lastElapsed + MAX_AHEAD_MS);
  }
  return {
    phase: 'running',
    multiplier: Math.floor(100 * Math.exp(round.growth * elapsed)) / 100,
    elapsed,
    countdown: 0,
    countdownShare: 0,
  };
}

/** The smooth (unrounded) curve value for drawing. */
export function curveAt(elapsed: number, growth: number): number {
  return Math.exp(growth * elapsed);
}

export function formatMultiplier(value: number): string {
  return `${value.toFixed(2)}×`;
}
