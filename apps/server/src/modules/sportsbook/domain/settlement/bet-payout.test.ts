import { describe, expect, it } from 'vitest';
import { settleOutcome } from '../markets/settle-outcome';
import { betOutcome, combinedOdds, potentialPayout } from './bet-payout';

const DOLLAR = 100_000_000n; // 1 USD in units of 1e-8
const single = (odds: number, result: Parameters<typeof betOutcome>[0]['legs'][number]['result']) =>
  betOutcome({ stake: DOLLAR, legs: [{ odds, result }] });

describe('single bet payouts', () => {
  it('pays stake × odds on a win, nothing on a loss, the stake on a void', () => {
    expect(single(1850, 'win')).toEqual({ status: 'settled', payout: 185_000_000n });
    expect(single(1850, 'loss')).toEqual({ status: 'lost', payout: 0n });
    expect(single(1850, 'void')).toEqual({ status: 'settled', payout: DOLLAR });
    expect(single(1850, null)).toEqual({ status: 'open' });
  });
  it('pays Asian half results: half at the odds plus half back, or half back', () => {
    // Home -0.25 at 1.90 on a draw → half-loss: 0.50 back.
    const draw = settleOutcome({ type: 'asian_handicap', specifier: 'hcp=-0.25' }, 'home', {
      sportId: 'football',
      score: { home: 1, away: 1 },
    });
    expect(single(1900, draw)).toEqual({ status: 'settled', payout: 50_000_000n });
    // Home -0.75 at 1.90 winning by one → half-win: (1.90 + 1) / 2 = 1.45.
    const byOne = settleOutcome({ type: 'asian_handicap', specifier: 'hcp=-0.75' }, 'home', {
      sportId: 'football',
      score: { home: 2, away: 1 },
    });
    expect(single(1900, byOne)).toEqual({ status: 'settled', payout: 145_000_000n });
  });
});

describe('multi (accumulator) payouts', () => {
  it('multiplies the legs, counting a void leg at 1.00', () => {
    const legs = [
      { odds: 2000, result: 'win' as const },
      { odds: 1500, result: 'void' as const },
      { odds: 1800, result: 'win' as const },
    ];
    expect(betOutcome({ stake: DOLLAR, legs })).toEqual({
      status: 'settled',
      payout: 360_000_000n,
    });
  });
  it('applies half results inside a multi', () => {
    expect(
      betOutcome({
        stake: DOLLAR,
        legs: [
          { odds: 1900, result: 'half_win' },
          { odds: 2000, result: 'win' },
        ],
      }),
    ).toEqual({ status: 'settled', payout: 290_000_000n });
    expect(
      betOutcome({
        stake: DOLLAR,
        legs: [
          { odds: 1900, result: 'half_loss' },
          { odds: 2000, result: 'win' },
        ],
      }),
    ).toEqual({ status: 'settled', payout: DOLLAR });
  });
  it('is lost as soon as one leg loses, open while any other leg is open', () => {
    expect(
      betOutcome({
        stake: DOLLAR,
        legs: [
          { odds: 2000, result: null },
          { odds: 1500, result: 'loss' },
        ],
      }),
    ).toEqual({ status: 'lost', payout: 0n });
    expect(
      betOutcome({
        stake: DOLLAR,
        legs: [
          { odds: 2000, result: null },
          { odds: 1500, result: 'win' },
        ],
      }),
    ).toEqual({ status: 'open' });
  });
  it('a multi of all voids returns the stake', () => {
    expect(
      betOutcome({
        stake: 12_345n,
        legs: [
          { odds: 3100, result: 'void' },
          { odds: 1234, result: 'void' },
        ],
      }),
    ).toEqual({ status: 'settled', payout: 12_345n });
  });
});

describe('rounding and caps', () => {
  it('rounds once, at the end, down to the unit', () => {
    expect(betOutcome({ stake: 3n, legs: [{ odds: 1333, result: 'win' }] })).toMatchObject({
      payout: 3n,
    });
    // 7 × 1.333 × 1.333 = 12.438 → 12 (flooring each leg would give 11).
    expect(
      betOutcome({
        stake: 7n,
        legs: [
          { odds: 1333, result: 'win' },
          { odds: 1333, result: 'win' },
        ],
      }),
    ).toMatchObject({ payout: 12n });
    // 1 unit at (1.001 + 1) / 2 = 1.0005 → 1.
    expect(betOutcome({ stake: 1n, legs: [{ odds: 1001, result: 'half_win' }] })).toMatchObject({
      payout: 1n,
    });
  });
  it('caps the payout at the operator maximum', () => {
    expect(
      betOutcome({
        stake: DOLLAR,
        legs: [{ odds: 500_000, result: 'win' }],
        maxPayout: 100n * DOLLAR,
      }),
    ).toEqual({ status: 'settled', payout: 100n * DOLLAR });
  });
  it('shows combined odds and the potential payout of a slip', () => {
    expect(combinedOdds([1850, 2100])).toBe(3885);
    expect(combinedOdds([1333, 1333])).toBe(1776);
    expect(potentialPayout(DOLLAR, [1850, 2100])).toBe(388_500_000n);
  });
  it('refuses a bet without legs', () => {
    expect(() => betOutcome({ stake: DOLLAR, legs: [] })).toThrow();
  });
});
