import { describe, expect, it } from 'vitest';
import { formatProfileAmount } from './profile-amount';

describe('profile amounts (K at 10,000, M at 1,000,000)', () => {
  it('shows dollars and cents below 10,000', () => {
    expect(formatProfileAmount('0', 'en')).toBe('$0.00');
    expect(formatProfileAmount('9999.999', 'en')).toBe('$9,999.99');
  });

  it('switches to K at 10,000 and floors', () => {
    expect(formatProfileAmount('10000', 'en')).toBe('$10K');
    expect(formatProfileAmount('12345.67', 'en')).toBe('$12.34K');
    expect(formatProfileAmount('999999.99', 'en')).toBe('$999.99K');
  });

  it('switches to M at 1,000,000', () => {
    expect(formatProfileAmount('1000000', 'en')).toBe('$1M');
    expect(formatProfileAmount('1500000', 'en')).toBe('$1.5M');
    expect(formatProfileAmount('2675999.5', 'en')).toBe('$2.67M');
  });
});
