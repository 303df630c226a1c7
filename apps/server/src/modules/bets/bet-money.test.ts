import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exceedsMaxProfit,
  fromMultiplierE4,
  payoutFor,
  splitPayout,
  splitStake,
  toMultiplierE4,
} from './bet-money';

describe('bet money', () => {
  it('pays stake × multiplier rounded down to a unit', () => {
    expect(payoutFor(100_000_000n, toMultiplierE4(1.98))).toBe(198_000_000n);
    expect(payoutFor(1n, toMultiplierE4(1.5))).toBe(1n);
    expect(payoutFor(3n, toMultiplierE4(0.2))).toBe(0n);
    expect(fromMultiplierE4(toMultiplierE4(24.75))).toBe(24.75);
  });

  it('spends free bets first, then credits', () => {
    expect(splitStake(10n, 0n)).toEqual({ freebets: 0n, credits: 10n });
    expect(splitStake(10n, 4n)).toEqual({ freebets: 4n, credits: 6n });
    expect(splitStake(10n, 40n)).toEqual({ freebets: 10n, credits: 0n });
  });

  it('returns winnings in the stake proportions, never creating or losing a unit', () => {
    expect(splitPayout(20n, { freebets: 4n, credits: 6n })).toEqual({ freebets: 8n, credits: 12n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 16n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (payout, freebets, credits) => {
          const split = splitPayout(payout, { freebets, credits });
          expect(split.freebets + split.credits).toBe(payout);
          expect(split.freebets >= 0n && split.credits >= 0n).toBe(true);
          if (freebets === 0n) expect(split.freebets).toBe(0n);
        },
      ),
    );
  });

  it('compares the potential profit with the maximum', () => {
    const max = 10_000n * 100_000_000n;
    expect(exceedsMaxProfit(100_000_000n, toMultiplierE4(10_001), max)).toBe(false);
    expect(exceedsMaxProfit(100_000_000n, toMultiplierE4(10_002), max)).toBe(true);
  });
});
