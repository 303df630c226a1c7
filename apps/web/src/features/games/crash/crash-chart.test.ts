import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  cashedOutMarkers,
  cashOutPoint,
  chartScale,
  formatMultiplierTick,
  multiplierTicks,
  niceStep,
  timeTicks,
} from './crash-chart';
import type { CrashView } from './crash-math';

const GROWTH = 0.00006;
const running = (elapsed: number): CrashView => ({
  phase: 'running',
  multiplier: Math.exp(GROWTH * elapsed),
  elapsed,
  countdown: 0,
  countdownShare: 0,
});

describe('crash chart axes', () => {
  it('steps on 1, 2 and 5 times a power of ten', () => {
    expect(niceStep(1, 4)).toBe(0.5);
    expect(niceStep(9, 4)).toBe(5);
    expect(niceStep(0.3, 4)).toBe(0.1);
    expect(niceStep(180, 4)).toBe(50);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('puts ticks on multiples of the step inside the range', () => {
    expect(axisTicks(1, 2, 4)).toEqual([1, 1.5, 2]);
    expect(axisTicks(0, 8, 4)).toEqual([0, 2, 4, 6, 8]);
  });

  it('labels the multiplier axis from 1× and grows it with the curve', () => {
    expect(multiplierTicks(2).map((m) => formatMultiplierTick(m, 2))).toEqual([
      '1.0×',
      '1.5×',
      '2.0×',
    ]);
    const big = multiplierTicks(120);
    expect(big[0]).toBe(1);
    expect(big.at(-1)).toBe(100);
    expect(formatMultiplierTick(50, 120)).toBe('50×');
  });

  it('labels time in whole seconds, never closer than a second', () => {
    expect(timeTicks(8000)).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(timeTicks(60_000).at(-1)).toBe(60_000);
    for (const t of timeTicks(3000)) expect(t % 1000).toBe(0);
  });

  it('keeps the head inside the plot while the axes grow', () => {
    const early = chartScale(running(2000), GROWTH);
    expect(early.maxMs).toBe(8000);
    expect(early.maxMultiplier).toBe(2);
    const late = chartScale(running(60_000), GROWTH);
    expect(late.maxMs).toBeGreaterThan(60_000);
    expect(late.maxMultiplier).toBeGreaterThan(Math.exp(GROWTH * 60_000));
    expect(Math.max(...multiplierTicks(late.maxMultiplier))).toBeGreaterThan(
      Math.max(...multiplierTicks(early.maxMultiplier)),
    );
  });

  it('shows the bare axes while waiting', () => {
    const waiting: CrashView = { ...running(0), phase: 'waiting', countdown: 3000 };
    expect(chartScale(waiting, GROWTH)).toEqual({ shownMs: 0, maxMs: 8000, maxMultiplier: 2 });
  });
});

describe('cash-out markers', () => {
  const plot = { left: 0, top: 0, width: 100, height: 100 };

  it('pins a cash-out on the curve once the curve has reached it', () => {
    const scale = chartScale(running(8000), GROWTH);
    const point = cashOutPoint(plot, scale, 1.5, GROWTH);
    expect(point).not.toBeNull();
    expect(point?.x).toBeCloseTo((Math.log(1.5) / GROWTH / scale.maxMs) * 100, 5);
    expect(cashOutPoint(plot, scale, 10, GROWTH)).toBeNull();
  });

  it('lists cashed bets only, hidden names as null, in curve order', () => {
    const base = { amount: '1', cashout: null, username: 'a' };
    const markers = cashedOutMarkers([
      { ...base, bet_id: '1', status: 'active' },
      { ...base, bet_id: '2', status: 'cashed', cashout: 2.5, username: 'bob' },
      { ...base, bet_id: '3', status: 'cashed', cashout: 1.2, username: null },
      { ...base, bet_id: '4', status: 'lost' },
    ]);
    expect(markers).toEqual([
      { betId: '3', name: null, cashout: 1.2 },
      { betId: '2', name: 'bob', cashout: 2.5 },
    ]);
  });
});
