import { describe, expect, it } from 'vitest';
import {
  dailyDollarsState,
  progressPercent,
  rakebackClaimState,
  unlockDayName,
  unlockMonthName,
} from './reward-states';

describe('rakeback claim button (document 1 section 5)', () => {
  it('is disabled at $0, explains below $1 and claims from $1', () => {
    expect(rakebackClaimState('0')).toBe('empty');
    expect(rakebackClaimState('0.00000001')).toBe('tooLittle');
    expect(rakebackClaimState('0.99999999')).toBe('tooLittle');
    expect(rakebackClaimState('1')).toBe('ready');
    expect(rakebackClaimState('1250.5')).toBe('ready');
  });
});

describe('Daily Dollars', () => {
  it('unlocks at VIP 1 and needs a balance', () => {
    expect(dailyDollarsState(0, '5')).toBe('locked');
    expect(dailyDollarsState(1, '0')).toBe('empty');
    expect(dailyDollarsState(1, '0.5')).toBe('ready');
  });
  it('reports progress as a bounded percentage', () => {
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(1500, 1000)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});

describe('monthly bonus label', () => {
  it('names the month of the next 1st in UTC, whatever the local zone', () => {
    expect(unlockMonthName({ unlocks_at: '2026-12-01T00:00:00.000Z' }, 'en')).toBe('December');
    expect(unlockMonthName({ unlocks_at: '2027-01-01T00:00:00.000Z' }, 'pl')).toBe('styczeń');
  });
});

describe('monthly bonus date', () => {
  it('reads the 1st as a whole date in languages that need one', () => {
    expect(unlockDayName({ unlocks_at: '2026-12-01T00:00:00.000Z' }, 'ru')).toBe('1 декабря');
  });
});
