import { describe, expect, it } from 'vitest';
import { addUtcDays, calendarDays, calendarLabel, isLevelUpItem } from './calendar-days';

describe('Pending Rewards calendar days (document 2 section 2)', () => {
  it('lists 28 days from today in order, across a month end, keeping empty days', () => {
    const item = {
      id: 'a',
      message: 'Rakeback 1/3',
      value: '0.5',
      date: '2026-12-01',
      claimable: false,
    };
    const days = calendarDays({ today: '2026-11-25', calendar: { '2026-12-01': [item] } });
    expect(days).toHaveLength(28);
    expect(days[0]).toEqual({ date: '2026-11-25', items: [] });
    expect(days[6]).toEqual({ date: '2026-12-01', items: [item] });
    expect(days[27]?.date).toBe('2026-12-22');
  });
  it('adds days in UTC', () => {
    expect(addUtcDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});

describe('calendar item labels', () => {
  it('marks level-up rewards by LU (document 2 section 3)', () => {
    expect(isLevelUpItem({ message: 'LU Level 3 reward' })).toBe(true);
    expect(isLevelUpItem({ message: 'Rakeback 1/3' })).toBe(false);
    expect(calendarLabel('LU Level 3 reward')).toEqual({ kind: 'levelUp', level: 3 });
  });
  it('reads the parts of a split claim and keeps other messages', () => {
    expect(calendarLabel('Rakeback 2/3')).toEqual({
      kind: 'part',
      reward: 'rakeback',
      part: 2,
      parts: 3,
    });
    expect(calendarLabel('Weekly Bonus 7/7')).toMatchObject({ reward: 'weekly', part: 7 });
    expect(calendarLabel('Challenge prize')).toEqual({ kind: 'text', text: 'Challenge prize' });
  });
});
