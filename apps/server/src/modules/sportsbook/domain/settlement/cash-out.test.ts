import { describe, expect, it } from 'vitest';
import type { MarketStatus } from '../types';
import { type CashOutLeg, cashOutValue, partialCashOut } from './cash-out';

const DOLLAR = 100_000_000n;
const open = (
  placedOdds: number,
  currentOdds: number,
  marketStatus: MarketStatus = 'active',
): CashOutLeg => ({
  placedOdds,
  result: null,
  current: { marketStatus, isOutcomeActive: true, odds: currentOdds },
});

describe('cash-out value', () => {
  it('returns the stake less the margin when the price has not moved', () => {
    expect(cashOutValue({ stake: DOLLAR, legs: [open(2000, 2000)], marginBp: 500 })).toEqual({
      ok: true,
      value: 95_000_000n,
    });
  });
  it('rises when the selection has become likelier and falls when it has not', () => {
    // placed 2.00, now 1.50: 2 / 1.5 × 0.95 = 1.2666… → floored
    expect(cashOutValue({ stake: DOLLAR, legs: [open(2000, 1500)], marginBp: 500 })).toEqual({
      ok: true,
      value: 126_666_666n,
    });
    expect(cashOutValue({ stake: DOLLAR, legs: [open(2000, 4000)], marginBp: 500 })).toEqual({
      ok: true,
      value: 47_500_000n,
    });
  });
  it('with no margin equals the bet’s expected value at the current implied chance', () => {
    const { value } = cashOutValue({ stake: DOLLAR, legs: [open(3000, 1200)], marginBp: 0 }) as {
      value: bigint;
    };
    expect(Number(value)).toBeCloseTo(Number(DOLLAR) * 3 * (1 / 1.2), -1);
  });
  it('values a multi from its won legs and the current prices of the open ones', () => {
    const legs: CashOutLeg[] = [
      { placedOdds: 2000, result: 'win', current: null },
      { placedOdds: 1900, result: 'void', current: null },
      open(1800, 1200),
    ];
    // 2.00 × 1.00 × (1.8 / 1.2) × 0.95 = 2.85
    expect(cashOutValue({ stake: DOLLAR, legs, marginBp: 500 })).toEqual({
      ok: true,
      value: 285_000_000n,
    });
    const halfWon: CashOutLeg[] = [
      { placedOdds: 1900, result: 'half_win', current: null },
      open(2000, 2000),
    ];
    // 1.45 × 1 × 0.95 = 1.3775
    expect(cashOutValue({ stake: DOLLAR, legs: halfWon, marginBp: 500 })).toEqual({
      ok: true,
      value: 137_750_000n,
    });
  });
  it('is refused during a bet stop, on a closed outcome, on a lost or decided bet', () => {
    expect(
      cashOutValue({ stake: DOLLAR, legs: [open(2000, 1500, 'suspended')], marginBp: 500 }),
    ).toEqual({
      ok: false,
      reason: 'market_suspended',
    });
    const closedOutcome: CashOutLeg = {
      placedOdds: 2000,
      result: null,
      current: { marketStatus: 'active', isOutcomeActive: false, odds: 2000 },
    };
    expect(cashOutValue({ stake: DOLLAR, legs: [closedOutcome], marginBp: 500 })).toMatchObject({
      ok: false,
      reason: 'market_suspended',
    });
    expect(
      cashOutValue({
        stake: DOLLAR,
        legs: [open(2000, 1500), { placedOdds: 1500, result: 'loss', current: null }],
        marginBp: 500,
      }),
    ).toEqual({ ok: false, reason: 'bet_lost' });
    expect(
      cashOutValue({
        stake: DOLLAR,
        legs: [{ placedOdds: 1500, result: 'win', current: null }],
        marginBp: 500,
      }),
    ).toEqual({
      ok: false,
      reason: 'bet_decided',
    });
    expect(() =>
      cashOutValue({ stake: DOLLAR, legs: [open(2000, 2000)], marginBp: 10_000 }),
    ).toThrow();
  });
});

describe('partial cash-out', () => {
  it('closes part of the stake at the same rate and leaves the rest riding', () => {
    const legs = [open(2500, 1600)];
    const full = cashOutValue({ stake: DOLLAR, legs, marginBp: 400 });
    const part = partialCashOut({ stake: DOLLAR, cashOutStake: 40_000_000n, legs, marginBp: 400 });
    expect(part).toMatchObject({ ok: true, remainingStake: 60_000_000n });
    if (!part.ok || !full.ok) throw new Error('expected quotes');
    const rest = cashOutValue({ stake: part.remainingStake, legs, marginBp: 400 });
    if (!rest.ok) throw new Error('expected a quote');
    // Cashing out in two parts never pays more than all at once, and loses under 2 units.
    expect(part.value + rest.value).toBeLessThanOrEqual(full.value);
    expect(full.value - (part.value + rest.value)).toBeLessThan(2n);
  });
  it('refuses an amount of zero or above the stake, and during a bet stop', () => {
    const legs = [open(2500, 1600)];
    expect(partialCashOut({ stake: DOLLAR, cashOutStake: 0n, legs, marginBp: 400 })).toEqual({
      ok: false,
      reason: 'bad_amount',
    });
    expect(
      partialCashOut({ stake: DOLLAR, cashOutStake: DOLLAR + 1n, legs, marginBp: 400 }),
    ).toEqual({
      ok: false,
      reason: 'bad_amount',
    });
    expect(
      partialCashOut({
        stake: DOLLAR,
        cashOutStake: 1n,
        legs: [open(2500, 1600, 'suspended')],
        marginBp: 400,
      }),
    ).toEqual({ ok: false, reason: 'market_suspended' });
  });
});
