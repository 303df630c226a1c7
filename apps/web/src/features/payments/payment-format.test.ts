import { describe, expect, it } from 'vitest';
import { convertedCryptoText, formatSmallUsd } from './payment-format';

describe('convertedCryptoText (document 2 section 7: shown with 6 decimals)', () => {
  it('shows a converted amount with 6 decimals, cut, not rounded up', () => {
    expect(convertedCryptoText('0.071428571', 9)).toBe('0.071428');
    expect(convertedCryptoText('0.000000999999999999', 18)).toBe('0.000000');
    expect(convertedCryptoText('10', 6)).toBe('10.000000');
    expect(convertedCryptoText('1.5', 8)).toBe('1.500000');
  });

  it('never shows more decimals than the asset has', () => {
    expect(convertedCryptoText('1234.56789', 5)).toBe('1234.56789');
    expect(convertedCryptoText('12.5', 0)).toBe('12');
  });
});

describe('formatSmallUsd', () => {
  it('shows cents for a cent or more', () => {
    expect(formatSmallUsd('1', 'en')).toBe('$1.00');
    expect(formatSmallUsd('0.0842', 'en')).toBe('$0.08');
    expect(formatSmallUsd('1234.5', 'en')).toBe('$1,234.50');
  });

  it('keeps two significant digits below a cent instead of reading $0.00', () => {
    expect(formatSmallUsd('0.0007', 'en')).toBe('$0.0007');
    expect(formatSmallUsd('0.00123456', 'en')).toBe('$0.0012');
    expect(formatSmallUsd('0.00000001', 'en')).toBe('$0.00000001');
    expect(formatSmallUsd('0', 'en')).toBe('$0.00');
  });
});
