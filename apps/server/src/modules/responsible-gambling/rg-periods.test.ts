import { describe, expect, it } from 'vitest';
import {
  earliestCountedDay,
  effectiveLimit,
  periodStarts,
  usageRetentionCutoff,
} from './rg-periods';

describe('calendar periods in UTC', () => {
  it('start on the day, the Monday of the ISO week and the first of the month', () => {
    // Sunday 2026-11-29 23:30 UTC: still the week that began on Monday the 23rd.
    expect(periodStarts(new Date('2026-11-29T23:30:00Z'))).toEqual({
      day: '2026-11-29',
      week: '2026-11-23',
      month: '2026-11-01',
    });
    // Monday 2026-11-30 00:00 UTC starts a new week; the week may begin in the month before.
    expect(periodStarts(new Date('2026-12-02T08:00:00Z'))).toEqual({
      day: '2026-12-02',
      week: '2026-11-30',
      month: '2026-12-01',
    });
  });
});

describe('a limit with a pending change', () => {
  const row = {
    kind: 'loss' as const,
    period: 'day' as const,
    amount: 20n,
    pending_amount: 100n,
    pending_at: new Date('2026-12-02T10:00:00Z'),
  };

  it('keeps the old amount until the change is due, then takes the new one', () => {
    expect(effectiveLimit(row, new Date('2026-12-02T09:59:59Z'))).toEqual({
      amount: 20n,
      pending: { amount: 100n, at: row.pending_at },
    });
    expect(effectiveLimit(row, new Date('2026-12-02T10:00:00Z'))).toEqual({
      amount: 100n,
      pending: null,
    });
  });

  it('a due removal leaves no limit', () => {
    const removal = { ...row, pending_amount: null };
    expect(effectiveLimit(removal, new Date('2026-12-03T00:00:00Z')).amount).toBeNull();
  });
});

describe('usage retention', () => {
  it('keeps the days of every period in force a day ago', () => {
    // A day ago was Tuesday 2026-12-01: its week began on Monday 2026-11-30.
    expect(usageRetentionCutoff(new Date('2026-12-02T08:00:00Z'))).toBe('2026-11-30');
    // A day ago was Monday 2026-11-30: November still counts for a monthly limit.
    expect(usageRetentionCutoff(new Date('2026-12-01T10:00:00Z'))).toBe('2026-11-01');
  });

  it('never deletes a day a limit counts now, and never goes back in time (hour by hour, a year)', () => {
    let previous = '';
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const cutoff = usageRetentionCutoff(now);
      expect(cutoff <= earliestCountedDay(now)).toBe(true);
      expect(cutoff >= previous).toBe(true);
      previous = cutoff;
    }
  });
});
