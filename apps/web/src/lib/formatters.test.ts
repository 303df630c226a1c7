import { describe, expect, it } from 'vitest';
import {
  decimalToUnits,
  floorToCentsText,
  formatBetAmount,
  formatTicketCount,
  formatUsd,
  formatUsdWhole,
  sanitizeAmountInput,
  sumDecimals,
  toCents,
} from './formatters';

describe('decimalToUnits and toCents', () => {
  it('reads decimal dollars exactly and floors, never rounds up', () => {
    expect(decimalToUnits('12.34')).toBe(1_234_000_000n);
    expect(decimalToUnits('0.00000001')).toBe(1n);
    expect(decimalToUnits('garbage')).toBe(0n);
    expect(toCents('1.99999999')).toBe(199n);
    expect(toCents('100')).toBe(10_000n);
    expect(toCents('-0.00000001')).toBe(-1n);
    expect(toCents('0')).toBe(0n);
  });

  it('gives the Max text floored to two decimals', () => {
    expect(floorToCentsText('50')).toBe('50.00');
    expect(floorToCentsText('12.3456')).toBe('12.34');
    expect(floorToCentsText('0.999')).toBe('0.99');
  });
});

describe('formatUsd', () => {
  it('shows dollars floored to two decimals', () => {
    expect(formatUsd('1234.56999999', 'en')).toBe('$1,234.56');
    expect(formatUsd('0', 'en')).toBe('$0.00');
    expect(formatUsd('0.999', 'en')).toBe('$0.99');
    expect(formatUsd('-2.5', 'en')).toBe('-$2.50');
    expect(formatUsd('-0.5', 'en')).toBe('-$0.50');
  });

  it('is exact beyond float precision', () => {
    expect(formatUsd('90071992547409.99999999', 'en')).toBe('$90,071,992,547,409.99');
  });

  it('keeps Western digits in Persian', () => {
    expect(formatUsd('1234.5', 'fa')).toMatch(/1,234\.50/);
  });
});

describe('formatUsdWhole', () => {
  it('floors the vault balance to whole dollars', () => {
    expect(formatUsdWhole('20.99', 'en')).toBe('$20');
    expect(formatUsdWhole('1234', 'en')).toBe('$1,234');
  });
});

describe('formatBetAmount', () => {
  it('shows two decimals, none above 9999', () => {
    expect(formatBetAmount('9998.12345678', 'en')).toBe('9,998.12');
    expect(formatBetAmount('9999.19999999', 'en')).toBe('9,999');
    expect(formatBetAmount('10000.99', 'en')).toBe('10,000');
  });
});

describe('formatTicketCount', () => {
  it('goes compact above a million', () => {
    expect(formatTicketCount(999_999, 'en')).toBe('999,999');
    expect(formatTicketCount(2_500_000, 'en')).toBe('2.5M');
  });
});

describe('sumDecimals', () => {
  it('adds decimal amounts exactly', () => {
    expect(sumDecimals('0.1', '0.2')).toBe('0.3');
    expect(sumDecimals('10', '0.00000001')).toBe('10.00000001');
    expect(sumDecimals('5', '-5')).toBe('0');
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and one decimal point only', () => {
    expect(sanitizeAmountInput('12a.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('-5e3')).toBe('53');
    expect(sanitizeAmountInput('1.123456789')).toBe('1.12345678');
    expect(sanitizeAmountInput('.5')).toBe('.5');
  });
});
