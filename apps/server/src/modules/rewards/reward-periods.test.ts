import { describe, expect, it } from 'vitest';
import { addDays, boostWindowOf, monthStart, nextMonthStart, weekStart } from './reward-periods';

describe('reward periods (UTC)', () => {
  it('starts the week on Friday', () => {
    expect(weekStart(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27'); // a Friday
    expect(weekStart(new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-20'); // Thursday
    expect(weekStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-20');
  });
  it('starts the month on the 1st and knows the next one', () => {
    expect(monthStart(new Date('2026-12-31T23:00:00Z'))).toBe('2026-12-01');
    expect(nextMonthStart(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
  it('puts every hour in one of the three boost windows', () => {
    expect(boostWindowOf(new Date('2026-11-25T05:59:00Z'))).toMatchObject({
      id: '22-06',
      start: new Date('2026-11-24T22:00:00Z'),
      end: new Date('2026-11-25T06:00:00Z'),
    });
    expect(boostWindowOf(new Date('2026-11-25T06:00:00Z')).id).toBe('06-14');
    expect(boostWindowOf(new Date('2026-11-25T14:00:00Z')).id).toBe('14-22');
    expect(boostWindowOf(new Date('2026-11-25T22:30:00Z')).start).toEqual(
      new Date('2026-11-25T22:00:00Z'),
    );
  });
});
