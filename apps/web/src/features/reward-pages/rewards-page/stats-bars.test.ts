import { describe, expect, it } from 'vitest';
import { statBars } from './stats-bars';

describe('rewards stats bars (document 2 section 3)', () => {
  it('scales each total to the largest and sums them exactly', () => {
    const { bars, total } = statBars({
      rakeback: '10',
      dailyDollars: '2.5',
      LUR: '0.42',
      wb: '0',
      mb: '0.00000001',
    });
    expect(total).toBe('12.92000001');
    expect(bars.map((b) => b.key)).toEqual(['rakeback', 'dailyDollars', 'LUR', 'wb', 'mb']);
    expect(bars[0]?.percent).toBe(100);
    expect(bars[1]?.percent).toBe(25);
    expect(bars[2]?.percent).toBe(4.2);
    expect(bars[3]?.percent).toBe(0);
  });
  it('draws no bar when nothing was claimed yet', () => {
    const { bars, total } = statBars({
      rakeback: '0',
      dailyDollars: '0',
      LUR: '0',
      wb: '0',
      mb: '0',
    });
    expect(total).toBe('0');
    expect(bars.every((b) => b.percent === 0)).toBe(true);
  });
});
