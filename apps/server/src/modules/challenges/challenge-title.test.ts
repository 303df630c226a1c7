import { parseMultiplier } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { challengeTitle, dollarsText } from './challenge-title';
import { multiplierX100 } from './challenge-views';

const USD = 100_000_000n;

describe('challenge titles and multipliers', () => {
  it('generates the title an operator would write', () => {
    expect(
      challengeTitle({ game: 'plinko', minMultiplierX100: 10_000n, minStake: USD / 10n }),
    ).toBe('First to hit 100× on Plinko with at least $0.10');
    expect(challengeTitle({ game: 'dice', minMultiplierX100: 250n, minStake: 3n * USD })).toBe(
      'First to hit 2.5× on Dice with at least $3.00',
    );
    expect(dollarsText(123_456_789n)).toBe('$1.23456789');
  });

  it('parses multipliers above 1× with at most two decimals', () => {
    expect(parseMultiplier('100')).toBe(10_000n);
    expect(parseMultiplier('1.01')).toBe(101n);
    expect(parseMultiplier('2.5')).toBe(250n);
    for (const bad of ['1', '0.5', '2.555', '-3', 'x', '', '1e3']) {
      expect(parseMultiplier(bad)).toBeNull();
    }
  });

  it("floors a bet's payout ÷ stake to hundredths", () => {
    expect(multiplierX100(198n, 100n)).toBe(198n);
    expect(multiplierX100(1999n, 1000n)).toBe(199n);
    expect(multiplierX100(0n, 100n)).toBe(0n);
  });
});
