import { describe, expect, it } from 'vitest';
import { footballOutcomeIds, settleFootballOutcome } from '../markets/football-markets';
import { MIN_ODDS, impliedProbability } from '../odds';
import type { Market } from '../types';
import {
  type TeamStrengths,
  KICK_OFF,
  expectedGoals,
  finalScoreDistribution,
} from './football-model';
import { fairProbabilities } from './price-market';
import { priceFootball } from './price-football';

const EVEN: TeamStrengths = { homeAttack: 1, homeDefence: 1, awayAttack: 1, awayDefence: 1 };
const MARGIN = 0.05;

const market = (markets: Market[], id: string): Market => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const odds = (m: Market, outcome: string): number => {
  const o = m.outcomes.find((x) => x.id === outcome);
  if (!o) throw new Error(`no outcome ${outcome}`);
  return o.odds;
};
const impliedSum = (m: Market): number =>
  m.outcomes.filter((o) => o.isActive).reduce((s, o) => s + impliedProbability(o.odds), 0);

describe('football pricing (Poisson)', () => {
  const distribution = finalScoreDistribution(expectedGoals(EVEN), KICK_OFF);
  const fair = (type: Parameters<typeof footballOutcomeIds>[0], specifier = ''): number[] =>
    fairProbabilities(footballOutcomeIds(type), distribution, (id, s) =>
      settleFootballOutcome(type, specifier, id, s),
    );
  const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

  it('has consistent fair probabilities before the margin', () => {
    expect(sum(distribution.map((d) => d.p))).toBeCloseTo(1, 12);
    expect(sum(fair('1x2'))).toBeCloseTo(1, 12);
    expect(sum(fair('double_chance'))).toBeCloseTo(2, 12);
    expect(sum(fair('btts'))).toBeCloseTo(1, 12);
    expect(sum(fair('correct_score'))).toBeCloseTo(1, 12);
    for (const line of ['0.5', '1.5', '2.5', '3.5', '4.5']) {
      expect(sum(fair('total', `total=${line}`))).toBeCloseTo(1, 12);
    }
    for (const hcp of ['-1.5', '-0.75', '-0.25', '0', '0.5', '1.25']) {
      expect(sum(fair('asian_handicap', `hcp=${hcp}`))).toBeCloseTo(1, 12);
    }
    // Home advantage: the home side is the favourite between equal teams.
    const [home, draw, away] = fair('1x2') as [number, number, number];
    expect(home).toBeGreaterThan(away);
    expect(draw).toBeGreaterThan(0.2);
    // Asian handicap 0 is the draw-no-bet price: P(home) / (P(home) + P(away)).
    expect(fair('asian_handicap', 'hcp=0')[0]).toBeCloseTo(home / (home + away), 12);
  });

  it('prices every market with implied probabilities summing to 1 + margin', () => {
    const markets = priceFootball({ strengths: EVEN, state: KICK_OFF, margin: MARGIN });
    expect(markets).toHaveLength(22);
    for (const m of markets) {
      expect(m.status).toBe('active');
      const target = (m.type === 'double_chance' ? 2 : 1) * (1 + MARGIN);
      // Odds round down to the thousandth (a hair more margin); correct score caps longshots.
      expect(impliedSum(m)).toBeGreaterThanOrEqual(
        target - (m.type === 'correct_score' ? 0.01 : 0),
      );
      expect(impliedSum(m)).toBeLessThan(target + 0.01);
    }
  });

  it('keeps the margin in play, whatever the minute and score', () => {
    for (const minute of [10, 45, 70, 85, 89]) {
      for (const [home, away] of [
        [0, 0],
        [1, 0],
        [2, 3],
        [5, 1],
      ] as const) {
        const markets = priceFootball({
          strengths: EVEN,
          state: { minute, score: { home, away } },
          margin: MARGIN,
        });
        for (const m of markets.filter((x) => x.status === 'active')) {
          const target = (m.type === 'double_chance' ? 2 : 1) * (1 + MARGIN);
          // The floor to 0.001 raises the sum a little; prices clamped to the offered range
          // (1.001 for a near-certainty, 1000.00 for a longshot) can only lower it.
          expect(impliedSum(m)).toBeLessThan(target + 0.02);
          if (m.outcomes.every((o) => o.odds > MIN_ODDS && o.odds < 500_000)) {
            expect(impliedSum(m)).toBeGreaterThanOrEqual(target - 1e-9);
          }
        }
      }
    }
  });

  it('shortens the better team and the goal markets as strength and time say', () => {
    const base = priceFootball({ strengths: EVEN, state: KICK_OFF, margin: MARGIN });
    const strong = priceFootball({
      strengths: { ...EVEN, homeAttack: 1.4 },
      state: KICK_OFF,
      margin: MARGIN,
    });
    expect(odds(market(strong, '1x2'), '1')).toBeLessThan(odds(market(base, '1x2'), '1'));
    expect(odds(market(strong, 'total|total=2.5'), 'over')).toBeLessThan(
      odds(market(base, 'total|total=2.5'), 'over'),
    );
    // Time passing at 0-0 makes under and the draw more likely.
    const late = priceFootball({
      strengths: EVEN,
      state: { minute: 75, score: { home: 0, away: 0 } },
      margin: MARGIN,
    });
    expect(odds(market(late, 'total|total=2.5'), 'under')).toBeLessThan(
      odds(market(base, 'total|total=2.5'), 'under'),
    );
    expect(odds(market(late, '1x2'), 'X')).toBeLessThan(odds(market(base, '1x2'), 'X'));
  });

  it('moves in play: a home goal shortens home and lengthens away', () => {
    const before = priceFootball({
      strengths: EVEN,
      state: { minute: 30, score: { home: 0, away: 0 } },
      margin: MARGIN,
    });
    const after = priceFootball({
      strengths: EVEN,
      state: { minute: 30, score: { home: 1, away: 0 } },
      margin: MARGIN,
    });
    expect(odds(market(after, '1x2'), '1')).toBeLessThan(odds(market(before, '1x2'), '1'));
    expect(odds(market(after, '1x2'), '2')).toBeGreaterThan(odds(market(before, '1x2'), '2'));
    expect(odds(market(after, 'asian_handicap|hcp=-0.75'), 'home')).toBeLessThan(
      odds(market(before, 'asian_handicap|hcp=-0.75'), 'home'),
    );
    // Over 0.5 is now certain: suspended until settlement. 0:0 is impossible: closed.
    expect(market(after, 'total|total=0.5').status).toBe('suspended');
    const cs = market(after, 'correct_score');
    expect(cs.outcomes.find((o) => o.id === '0:0')?.isActive).toBe(false);
    expect(cs.outcomes.find((o) => o.id === '1:0')?.isActive).toBe(true);
  });

  it('decides every market at the final whistle', () => {
    const end = priceFootball({
      strengths: EVEN,
      state: { minute: 90, score: { home: 2, away: 1 } },
      margin: MARGIN,
    });
    for (const m of end) {
      expect(m.status).toBe('suspended');
      expect(m.outcomes.every((o) => !o.isActive)).toBe(true);
    }
  });
});
