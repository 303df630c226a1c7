import { describe, expect, it } from 'vitest';
import { dashboardRange, periodsOf } from './dashboard.service';

describe('the dashboard range', () => {
  it('covers whole UTC days, the last one included', () => {
    const range = dashboardRange('2026-03-02', '2026-03-15', 'day');
    expect(range.from.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(periodsOf(range)).toHaveLength(14);
  });

  it('starts weeks on Monday and months on the 1st, covering partial ones', () => {
    expect(periodsOf(dashboardRange('2026-03-04', '2026-03-10', 'week'))).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(periodsOf(dashboardRange('2026-01-31', '2026-03-01', 'month'))).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('refuses more than 366 days and a reversed range', () => {
    expect(() => dashboardRange('2025-01-01', '2026-01-02', 'day')).toThrow(
      'Choose a date range of at most 366 days.',
    );
    expect(dashboardRange('2025-01-01', '2026-01-01', 'month').to.toISOString()).toBe(
      '2026-01-02T00:00:00.000Z',
    );
    expect(() => dashboardRange('2026-03-02', '2026-03-01', 'day')).toThrow(
      'The start date must be before the end date.',
    );
  });
});
