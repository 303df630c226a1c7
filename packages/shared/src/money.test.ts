import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToUnits, unitsToDecimal, USD_DECIMALS, zDecimalAmount } from './money';

describe('unitsToDecimal', () => {
  it('writes the minimal form', () => {
    expect(unitsToDecimal(0n)).toBe('0');
    expect(unitsToDecimal(1n)).toBe('0.00000001');
    expect(unitsToDecimal(1_234_000_000n)).toBe('12.34');
    expect(unitsToDecimal(100_000_000n)).toBe('1');
    expect(unitsToDecimal(-50_000_000n)).toBe('-0.5');
    expect(unitsToDecimal(123_456_789_012_345_678_901n)).toBe('1234567890123.45678901');
  });
});

describe('decimalToUnits', () => {
  it('reads whole numbers, decimals and up to 8 decimals', () => {
    expect(USD_DECIMALS).toBe(8);
    expect(decimalToUnits('12.34')).toBe(1_234_000_000n);
    expect(decimalToUnits('0.00000001')).toBe(1n);
    expect(decimalToUnits('007')).toBe(700_000_000n);
    expect(decimalToUnits('0')).toBe(0n);
    expect(decimalToUnits('1.50000000')).toBe(150_000_000n);
  });

  it('rejects more than 8 decimals, signs and garbage', () => {
    for (const bad of [
      '0.000000001',
      '-1',
      '+1',
      '1e3',
      '',
      ' 1',
      '.5',
      '1.',
      'abc',
      '1,5',
      'NaN',
      '0x10',
      '١',
    ]) {
      expect(() => decimalToUnits(bad), bad).toThrow(RangeError);
    }
  });

  it('refuses an amount PostgreSQL cannot store (a 19-digit dollar amount)', () => {
    expect(decimalToUnits('92233720368.54775807')).toBe(2n ** 63n - 1n);
    expect(() => decimalToUnits('92233720368.54775808')).toThrow(RangeError);
    expect(() => decimalToUnits('9223372036854775807')).toThrow(RangeError);
    expect(decimalToUnits('-92233720368.54775807', { allowNegative: true })).toBe(1n - 2n ** 63n);
  });

  it('accepts a sign only when allowed', () => {
    expect(decimalToUnits('-2.5', { allowNegative: true })).toBe(-250_000_000n);
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n - 2n ** 63n, max: 2n ** 63n - 1n }), (units) => {
        expect(decimalToUnits(unitsToDecimal(units), { allowNegative: true })).toBe(units);
      }),
    );
  });
});

describe('zDecimalAmount', () => {
  it('accepts positive amounts with at most 8 decimals', () => {
    expect(zDecimalAmount.parse('12.34')).toBe('12.34');
    expect(zDecimalAmount.parse('0.00000001')).toBe('0.00000001');
  });

  it('refuses zero, negatives, too many decimals and garbage', () => {
    for (const bad of ['0', '0.0', '-1', '1.000000001', 'ten', '1e2', '']) {
      expect(zDecimalAmount.safeParse(bad).success, bad).toBe(false);
    }
  });
});
