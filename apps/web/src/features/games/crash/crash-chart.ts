import { crashElapsedFor } from '@tengu/shared';
import { curveAt, type CrashView } from './crash-math';

/**
 * The crash chart's geometry (issue 14), pure so it can be tested: the axes grow with the
 * multiplier and the time so that the curve's head always stays inside the plot, and their
 * labels fall on round numbers.
 */

/** The time axis never shows less than this, so the first seconds do not race across. */
export const MIN_AXIS_MS = 8000;
/** The multiplier axis never shows less than 1× to 2×. */
export const MIN_AXIS_MULTIPLIER = 2;

/** A round step for about `lines` divisions of `range`: 1, 2 or 5 × 10ⁿ. */
export function niceStep(range: number, lines: number): number {
  const raw = range / Math.max(1, lines);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** Tick values: the multiples of a nice step between `min` and `max` (both included). */
export function axisTicks(min: number, max: number, lines: number): number[] {
  const step = niceStep(max - min, lines);
  const ticks: number[] = [];
  const first = Math.ceil(min / step - 1e-9) * step;
  for (let i = 0; ; i++) {
    const value = Math.round((first + i * step) * 1e6) / 1e6;
    if (value > max + 1e-9) break;
    ticks.push(value);
  }
  return ticks;
}

/** The multiplier labels: 1×, 1.5×, 2×, … , 50×. The 1× baseline is always labelled. */
export function multiplierTicks(maxMultiplier: number, lines = 4): number[] {
  const ticks = axisTicks(1, maxMultiplier, lines);
  const step = niceStep(maxMultiplier - 1, lines);
  const first = ticks[0];
  // A coarse step starts above 1 (20×, 40×): keep the baseline unless it would crowd the first.
  if (first !== undefined && first > 1 && first - 1 >= step / 2) ticks.unshift(1);
  return ticks.length > 0 ? ticks : [1];
}

export function formatMultiplierTick(value: number, maxMultiplier: number): string {
  const step = niceStep(maxMultiplier - 1, 4);
  const decimals = step < 0.1 ? 2 : step < 1 ? 1 : 0;
  return `${value.toFixed(value === 1 && decimals === 0 ? 0 : decimals)}×`;
}

/** The time labels in whole seconds: 0s, 2s, 4s … */
export function timeTicks(maxMs: number, lines = 5): number[] {
  const stepS = Math.max(1, niceStep(maxMs / 1000, lines));
  return axisTicks(0, maxMs / 1000, Math.ceil(maxMs / 1000 / stepS)).map((s) => s * 1000);
}

export interface ChartScale {
  /** Time at the right edge, ms. */
  maxMs: number;
  /** Multiplier at the top edge. */
  maxMultiplier: number;
  /** How far the curve has run, ms (0 while waiting). */
  shownMs: number;
}

/** The axes for a view: room ahead of the head (15 % in time, 20 % in height). */
export function chartScale(view: CrashView, growth: number): ChartScale {
  const shownMs = view.phase === 'waiting' || view.phase === 'loading' ? 0 : view.elapsed;
  const top = curveAt(shownMs, growth);
  return {
    shownMs,
    maxMs: Math.max(MIN_AXIS_MS, shownMs * 1.15),
    maxMultiplier: Math.max(MIN_AXIS_MULTIPLIER, 1 + (top - 1) * 1.2),
  };
}

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Canvas pixels of a point (time in ms, multiplier) on the plot. */
export function pointOf(plot: Plot, scale: ChartScale, ms: number, multiplier: number) {
  return {
    x: plot.left + (ms / scale.maxMs) * plot.width,
    y: plot.top + plot.height - ((multiplier - 1) / (scale.maxMultiplier - 1)) * plot.height,
  };
}

/** Where a cash-out at `multiplier` sits on the curve; null if the curve has not reached it. */
export function cashOutPoint(
  plot: Plot,
  scale: ChartScale,
  multiplier: number,
  growth: number,
): { x: number; y: number } | null {
  const ms = crashElapsedFor(multiplier, growth);
  if (ms > scale.shownMs + 1) return null;
  return pointOf(plot, scale, ms, multiplier);
}

export interface CashOutMarker {
  betId: string;
  /** Null when the player hides their name. */
  name: string | null;
  cashout: number;
}

/** The most a chart pins at once: the biggest cash-outs win the room. */
export const MAX_MARKERS = 30;

/** The round's cash-outs as pins, lowest multiplier first (the order along the curve). */
export function cashedOutMarkers(
  players: ReadonlyArray<{
    bet_id: string;
    username: string | null;
    status: string;
    cashout: number | null;
    amount: string;
  }>,
): CashOutMarker[] {
  return players
    .flatMap((p) =>
      p.status === 'cashed' && p.cashout !== null
        ? [
            {
              betId: p.bet_id,
              name: p.username || null,
              cashout: p.cashout,
              amount: Number(p.amount),
            },
          ]
        : [],
    )
    .sort((a, b) => b.amount - a.amount)
    .slice(0, MAX_MARKERS)
    .sort((a, b) => a.cashout - b.cashout)
    .map(({ betId, name, cashout }) => ({ betId, name, cashout }));
}
