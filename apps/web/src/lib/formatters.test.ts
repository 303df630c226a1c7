import { describe, expect, it } from 'vitest';
import { formatBetAmount, formatTicketCount, formatUsd, unitsToCents } from './formatters';

describe('unitsToCents', () => {
  it('floors, never rounds up', () => {
    expect(unitsToCents('199999999')).toBe(199n); // $1.99999999 → $1.99
    expect(unitsToCents(100_000_000n)).toBe(100n);
    expect(unitsToCents('-1')).toBe(-1n);
    expect(unitsToCents('0')).toBe(0n);
  });
});

describe('formatUsd', () => {
  it('shows dollars floored to two decimals', () => {
    expect(formatUsd('123456789999', 'en')).toBe('$1,234.56');
    expect(formatUsd('0', 'en')).toBe('$0.00');
  });
});

describe('formatBetAmount', () => {
  it('shows two decimals, none above 9999', () => {
    expect(formatBetAmount('999812345678', 'en')).toBe('9,998.12');
    expect(formatBetAmount('999919999999', 'en')).toBe('9,999');
    expect(formatBetAmount('1000099000000', 'en')).toBe('10,000');
  });
});

describe('formatTicketCount', () => {
  it('goes compact above a million', () => {
    expect(formatTicketCount(999_999, 'en')).toBe('999,999');
    expect(formatTicketCount(2_500_000, 'en')).toBe('2.5M');
  });
});
