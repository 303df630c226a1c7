import { describe, expect, it } from 'vitest';
import { impliedProbability } from '#app/modules/sportsbook/domain/index';
import { consensusFair, consensusOdds } from './consensus';

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

describe('bookmakers consensus with our margin', () => {
  it('averages the implied probabilities and removes the bookmakers overround', () => {
    // Book A: 2.00 / 2.00 (fair), book B: 1.80 / 2.00 (a 5.6 % overround).
    const fair = consensusFair([
      [2.0, 2.0],
      [1.8, 2.0],
    ]) as number[];
    const a = (0.5 + 1 / 1.8) / 2;
    const b = 0.5;
    expect(fair[0]).toBeCloseTo(a / (a + b), 12);
    expect(fair[1]).toBeCloseTo(b / (a + b), 12);
    expect(sum(fair)).toBeCloseTo(1, 12);
  });

  it('prices with OUR margin: implied probabilities sum to 1 + margin (power method, floored)', () => {
    const markets: number[][][] = [
      [
        [2.06, 3.55, 3.72],
        [2.0, 3.5, 3.6],
        [2.05, 3.4, 3.5],
      ],
      [
        [1.55, 2.58],
        [1.53, 2.55],
      ],
      [[1.05, 11.0]],
      [
        [5.25, 4.2, 1.62],
        [5.5, 4.0, 1.6],
      ],
    ];
    for (const margin of [0.03, 0.05, 0.08]) {
      for (const books of markets) {
        const priced = consensusOdds(books, margin);
        expect(priced).not.toBeNull();
        const implied = sum(priced!.odds.map(impliedProbability));
        expect(implied).toBeGreaterThanOrEqual(1 + margin - 1e-9);
        expect(implied).toBeLessThan(1 + margin + 0.01);
      }
    }
  });

  it('keeps the favourite the favourite and prices a fair market at fair odds without margin', () => {
    const priced = consensusOdds([[1.9, 1.9]], 0);
    expect(priced?.odds).toEqual([2000, 2000]);
    const [fav, dog] = consensusOdds([[1.55, 2.58]], 0.05)!.odds;
    expect(fav).toBeLessThan(dog!);
  });

  it('omits a market priced by fewer bookmakers than required, and ignores unusable prices', () => {
    expect(consensusOdds([[1.9, 1.9]], 0.05, 2)).toBeNull();
    expect(consensusOdds([], 0.05)).toBeNull();
    expect(consensusOdds([[1.0, 1.9]], 0.05)).toBeNull();
    const withJunk = consensusOdds(
      [
        [1.9, 1.9],
        [1.0, 50],
      ],
      0.05,
    );
    expect(withJunk?.bookmakers).toBe(1);
  });
});
