import { describe, expect, it } from 'vitest';
import { legResultFromMarket, potentialOf, settleBetMoney } from './leg-results';

const settled = (outcomes: Array<[string, 0 | 1, 0 | 0.5 | 1]>) => ({
  status: 'settled' as const,
  settlement: outcomes.map(([id, result, voidFactor]) => ({ id, result, voidFactor })),
  voidWindows: [],
});

describe('a leg from its market', () => {
  it('is open until the market settles, then takes its outcome’s result', () => {
    expect(legResultFromMarket(undefined, '1', 5)).toBeNull();
    expect(
      legResultFromMarket({ status: 'suspended', settlement: null, voidWindows: [] }, '1', 5),
    ).toBeNull();
    const market = settled([
      ['1', 1, 0],
      ['X', 0, 0],
      ['2', 0, 0.5],
    ]);
    expect(legResultFromMarket(market, '1', 5)).toBe('win');
    expect(legResultFromMarket(market, 'X', 5)).toBe('loss');
    expect(legResultFromMarket(market, '2', 5)).toBe('half_loss');
  });

  it('is void on a cancelled market, and inside a void window only', () => {
    expect(
      legResultFromMarket({ status: 'cancelled', settlement: null, voidWindows: [] }, '1', 5),
    ).toBe('void');
    const windowed = { ...settled([['1', 1, 0]]), voidWindows: [{ startTime: 10, endTime: 20 }] };
    expect(legResultFromMarket(windowed, '1', 10)).toBe('void');
    expect(legResultFromMarket(windowed, '1', 19)).toBe('void');
    expect(legResultFromMarket(windowed, '1', 20)).toBe('win');
    expect(legResultFromMarket(windowed, '1', 9)).toBe('win');
  });
});

describe('a bet’s money', () => {
  const bet = (
    legs: Array<[number, Parameters<typeof settleBetMoney>[0]['legs'][number]['result']]>,
  ) => ({
    stake: 100_000_000n,
    maxPayout: 1_000_000_000n,
    legs: legs.map(([odds, result]) => ({ odds, result })),
  });

  it('wins, loses, voids and halves like the industry', () => {
    expect(settleBetMoney(bet([[2500, 'win']]))).toEqual({ status: 'won', payout: 250_000_000n });
    expect(settleBetMoney(bet([[2500, 'loss']]))).toEqual({ status: 'lost', payout: 0n });
    expect(settleBetMoney(bet([[2500, 'void']]))).toEqual({ status: 'void', payout: 100_000_000n });
    expect(settleBetMoney(bet([[2000, 'half_win']]))).toEqual({
      status: 'won',
      payout: 150_000_000n,
    });
    expect(settleBetMoney(bet([[2000, 'half_loss']]))).toEqual({
      status: 'lost',
      payout: 50_000_000n,
    });
  });

  it('counts a multi’s void legs at 1.00, loses it on any lost leg, keeps it open otherwise', () => {
    expect(
      settleBetMoney(
        bet([
          [2000, 'win'],
          [3000, 'void'],
        ]),
      ),
    ).toEqual({
      status: 'won',
      payout: 200_000_000n,
    });
    expect(
      settleBetMoney(
        bet([
          [2000, null],
          [3000, 'loss'],
        ]),
      ),
    ).toEqual({
      status: 'lost',
      payout: 0n,
    });
    expect(
      settleBetMoney(
        bet([
          [2000, null],
          [3000, 'win'],
        ]),
      ),
    ).toEqual({ status: 'open' });
  });

  it('caps the payout, and the potential payout, at the bet’s maximum', () => {
    const big = { ...bet([[500_000, 'win']]), maxPayout: 2_000_000_000n };
    expect(settleBetMoney(big)).toEqual({ status: 'won', payout: 2_000_000_000n });
    expect(potentialOf({ ...big, legs: [{ odds: 500_000, result: null }] })).toBe(2_000_000_000n);
    expect(
      potentialOf(
        bet([
          [2000, 'win'],
          [1500, null],
        ]),
      ),
    ).toBe(300_000_000n);
  });
});
