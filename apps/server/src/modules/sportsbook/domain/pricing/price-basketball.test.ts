import { describe, expect, it } from 'vitest';
import { impliedProbability } from '../odds';
import type { Market } from '../types';
import { type BasketballLine, finalBasketballDistribution, normalCdf } from './basketball-model';
import { priceBasketball } from './price-basketball';

const LINE: BasketballLine = { margin: 4, total: 220, marginSd: 12, totalSd: 18 };
const PRE = { elapsed: 0, score: { home: 0, away: 0 } };
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
const odds = (markets: Market[], id: string, outcome: string): number =>
  markets.find((m) => m.id === id)?.outcomes.find((o) => o.id === outcome)?.odds ?? Number.NaN;

describe('basketball normal model', () => {
  it('has a normal CDF accurate to the table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 4);
  });
  it('gives whole scores without draws whose margin matches the line', () => {
    const dist = finalBasketballDistribution(LINE, PRE);
    expect(sum(dist.map((d) => d.p))).toBeCloseTo(1, 9);
    expect(dist.every((d) => d.result.home !== d.result.away)).toBe(true);
    const pHome = sum(dist.filter((d) => d.result.home > d.result.away).map((d) => d.p));
    expect(pHome).toBeCloseTo(normalCdf(4 / 12), 2);
  });
});

describe('basketball pricing', () => {
  it('prices moneyline, three spreads and three totals to 1 + margin', () => {
    const markets = priceBasketball({ line: LINE, state: PRE, margin: 0.045 });
    expect(markets.map((m) => m.id)).toEqual([
      'moneyline',
      'spread|hcp=-6.5',
      'spread|hcp=-3.5',
      'spread|hcp=-0.5',
      'points_total|total=217.5',
      'points_total|total=220.5',
      'points_total|total=223.5',
    ]);
    for (const m of markets) {
      const implied = sum(m.outcomes.map((o) => impliedProbability(o.odds)));
      expect(implied).toBeGreaterThanOrEqual(1.045);
      expect(implied).toBeLessThan(1.05);
    }
    // The main spread (-3.5 against an expected +4) is close to a coin flip.
    expect(odds(markets, 'spread|hcp=-3.5', 'home')).toBeGreaterThan(1800);
    expect(odds(markets, 'spread|hcp=-3.5', 'home')).toBeLessThan(2000);
  });
  it('moves with the score and time, and decides everything at the end', () => {
    const leading = priceBasketball({
      line: LINE,
      state: { elapsed: 0.75, score: { home: 90, away: 80 } },
      margin: 0.045,
    });
    const base = priceBasketball({ line: LINE, state: PRE, margin: 0.045 });
    expect(odds(leading, 'moneyline', 'home')).toBeLessThan(odds(base, 'moneyline', 'home'));
    const end = priceBasketball({
      line: LINE,
      state: { elapsed: 1, score: { home: 101, away: 99 } },
      margin: 0.045,
    });
    expect(end.every((m) => m.status === 'suspended')).toBe(true);
  });
});
