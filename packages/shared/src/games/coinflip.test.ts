import { describe, expect, it } from 'vitest';
import {
  COINFLIP_SERIES_LENGTH,
  coinflipMultiplier,
  coinflipMultiplierE4,
  coinflipTable,
} from './coinflip';

describe('coinflip multipliers (issue 6)', () => {
  it('pays 1.98ᵏ rounded down to 4 decimals, returning 99 % per flip', () => {
    const table = coinflipTable();
    expect(table).toHaveLength(COINFLIP_SERIES_LENGTH);
    table.forEach((multiplier, i) => {
      const k = i + 1;
      const exact = 1.98 ** k;
      expect(multiplier).toBeLessThanOrEqual(exact * (1 + 1e-12));
      expect(exact - multiplier).toBeLessThan(1e-4 + exact * 1e-12);
      // Return of a series stopped after k calls: multiplier × ½ᵏ ≈ 0.99ᵏ.
      expect(multiplier / 2 ** k).toBeCloseTo(0.99 ** k, 4);
    });
    expect(coinflipMultiplier(1)).toBe(1.98);
    expect(coinflipMultiplier(2)).toBe(3.9204);
    expect(coinflipMultiplier(3)).toBe(7.7623); // 7.762392 ↓
    expect(coinflipMultiplierE4(0)).toBe(0n);
  });

  it('rejects more than 20 wins', () => {
    expect(() => coinflipMultiplier(21)).toThrow(RangeError);
  });
});
