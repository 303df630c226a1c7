/** Properties of settlement and cash-out over random lines, scores, odds and stakes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleOverLine } from '../lines';
import { MIN_ODDS } from '../odds';
import type { LegResult } from '../types';
import { betOutcome, potentialPayout } from './bet-payout';
import { cashOutValue } from './cash-out';

const quarterLine = fc.integer({ min: -40, max: 40 }).map((q) => q / 4);
const odds = fc.integer({ min: MIN_ODDS, max: 50_000 });
const stake = fc.bigInt({ min: 1n, max: 10n ** 14n });
const legResult = fc.constantFrom<LegResult>('win', 'loss', 'void', 'half_win', 'half_loss');
const MIRROR: Record<LegResult, LegResult> = {
  win: 'loss',
  loss: 'win',
  void: 'void',
  half_win: 'half_loss',
  half_loss: 'half_win',
};

describe('settlement properties', () => {
  it('settles the two sides of any line as mirror images', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), quarterLine, (x, line) => {
        expect(settleOverLine(-x, -line)).toBe(MIRROR[settleOverLine(x, line)]);
      }),
    );
  });

  it('never pays more than all legs winning, nor less than nothing', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(fc.tuple(odds, legResult), { minLength: 1, maxLength: 6 }),
        (s, legs) => {
          const outcome = betOutcome({
            stake: s,
            legs: legs.map(([o, result]) => ({ odds: o, result })),
          });
          if (outcome.status === 'open') throw new Error('no open legs here');
          expect(outcome.payout).toBeGreaterThanOrEqual(0n);
          expect(outcome.payout).toBeLessThanOrEqual(
            potentialPayout(
              s,
              legs.map(([o]) => o),
            ),
          );
        },
      ),
    );
  });

  it('pays a multi of voids and half results between the stake bounds they imply', () => {
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 1, maxLength: 5 }), (s, legOdds) => {
        const allVoid = betOutcome({
          stake: s,
          legs: legOdds.map((o) => ({ odds: o, result: 'void' })),
        });
        expect(allVoid).toEqual({ status: 'settled', payout: s });
        const halfWon = betOutcome({
          stake: s,
          legs: legOdds.map((o) => ({ odds: o, result: 'half_win' })),
        });
        const won = betOutcome({
          stake: s,
          legs: legOdds.map((o) => ({ odds: o, result: 'win' })),
        });
        if (halfWon.status !== 'settled' || won.status !== 'settled') throw new Error('settled');
        expect(halfWon.payout).toBeGreaterThanOrEqual(s);
        expect(halfWon.payout).toBeLessThanOrEqual(won.payout);
      }),
    );
  });

  it('quotes a cash-out at most the margined potential payout, rising as the price shortens', () => {
    fc.assert(
      fc.property(
        stake,
        odds,
        odds,
        fc.integer({ min: 0, max: 2000 }),
        (s, placed, current, marginBp) => {
          const leg = (now: number) => ({
            placedOdds: placed,
            result: null,
            current: { marketStatus: 'active' as const, isOutcomeActive: true, odds: now },
          });
          const quote = cashOutValue({ stake: s, legs: [leg(current)], marginBp });
          if (!quote.ok) throw new Error('expected a quote');
          expect(quote.value).toBeLessThanOrEqual(potentialPayout(s, [placed]));
          const shorter = cashOutValue({
            stake: s,
            legs: [leg(Math.max(MIN_ODDS, current - 100))],
            marginBp,
          });
          if (!shorter.ok) throw new Error('expected a quote');
          expect(shorter.value).toBeGreaterThanOrEqual(quote.value);
        },
      ),
    );
  });
});
