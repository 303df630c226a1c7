import { describe, expect, it } from 'vitest';
import { clampOpacity, DEFAULT_TOGGLES } from './live-stats-store';

describe('Live Stats settings', () => {
  it('limits opacity to 0.3–1 in steps of 0.1', () => {
    expect(clampOpacity(0.1)).toBe(0.3);
    expect(clampOpacity(1.4)).toBe(1);
    expect(clampOpacity(0.64)).toBe(0.6);
    expect(clampOpacity(Number.NaN)).toBe(1);
  });

  it('starts with betting stats, daily dollars, tickets and the graph on', () => {
    expect(
      Object.entries(DEFAULT_TOGGLES)
        .filter(([, on]) => on)
        .map(([key]) => key),
    ).toEqual(['bettingStats', 'graph', 'tickets', 'dailyDollars']);
  });
});
