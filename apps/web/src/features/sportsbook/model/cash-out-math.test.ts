import { describe, expect, it } from 'vitest';
import { partStake, partValue } from './cash-out-math';

describe('partial cash-out', () => {
  it('cashes out a share of the riding stake, rounded down to the unit', () => {
    expect(partStake('10', 50)).toBe('5');
    expect(partStake('0.00000003', 50)).toBe('0.00000001');
    expect(partStake('10', 100)).toBe('10');
  });

  it('offers the same share of the full value, never more', () => {
    expect(partValue('14.5', '10', '5')).toBe('7.25');
    expect(partValue('0.00000003', '10', '5')).toBe('0.00000001');
    expect(partValue('14.5', '10', '10')).toBe('14.5');
  });
});
