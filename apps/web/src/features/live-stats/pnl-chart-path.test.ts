import { describe, expect, it } from 'vitest';
import { pnlGeometry } from './pnl-chart-path';

describe('P&L chart geometry', () => {
  it('starts at break-even and spans the width', () => {
    const { points, zeroY } = pnlGeometry([1, -1], 100, 44);
    expect(points).toBe('0,22 50,2 100,42');
    expect(zeroY).toBe(22);
  });

  it('keeps break-even in view when every bet won', () => {
    const { zeroY, points } = pnlGeometry([2, 4], 100, 44);
    expect(zeroY).toBe(42);
    expect(points.split(' ').at(-1)).toBe('100,2');
  });

  it('draws a flat line before the first bet', () => {
    expect(pnlGeometry([], 100, 44).points).toBe('0,22');
  });
});
