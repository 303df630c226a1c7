import { describe, expect, it } from 'vitest';
import { impliedProbability } from '../odds';
import type { Market } from '../types';
import { priceTennis } from './price-tennis';
import {
  FIRST_POINT,
  type ServeStrengths,
  type TennisState,
  finalTennisDistribution,
  homeWinsGame,
  homeWinsTiebreak,
} from './tennis-model';

const EVEN: ServeStrengths = { homeServe: 0.62, awayServe: 0.62 };
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
const homeWinChance = (serve: ServeStrengths, state: TennisState): number =>
  sum(
    finalTennisDistribution(serve, state)
      .filter((d) => d.result.setsHome > d.result.setsAway)
      .map((d) => d.p),
  );
const matchOdds = (markets: Market[], outcome: string): number =>
  markets.find((m) => m.type === 'match_winner')?.outcomes.find((o) => o.id === outcome)?.odds ??
  Number.NaN;

describe('tennis Markov model', () => {
  it('matches the known hold probability and is symmetric between equal players', () => {
    // P(hold) for p = 0.6 is 0.7357 (Newton & Keller 2005, table 1).
    expect(homeWinsGame({ homeServe: 0.6, awayServe: 0.6 }, 'home', 0, 0)).toBeCloseTo(0.7357, 4);
    expect(homeWinsTiebreak(EVEN, 'home', 0, 0)).toBeCloseTo(0.5, 12);
    expect(homeWinChance(EVEN, FIRST_POINT(3, 'home'))).toBeCloseTo(0.5, 12);
    expect(homeWinChance(EVEN, FIRST_POINT(5, 'away'))).toBeCloseTo(0.5, 12);
  });
  it('gives a distribution summing to 1 with plausible match lengths', () => {
    const dist = finalTennisDistribution(EVEN, FIRST_POINT(3, 'home'));
    expect(sum(dist.map((d) => d.p))).toBeCloseTo(1, 12);
    const games = dist.map((d) => d.result.totalGames);
    expect(Math.min(...games)).toBe(12);
    expect(Math.max(...games)).toBe(39);
  });
  it('raises a player with a better serve, a break up, a set up', () => {
    const start = FIRST_POINT(3, 'home');
    const base = homeWinChance(EVEN, start);
    expect(homeWinChance({ homeServe: 0.66, awayServe: 0.62 }, start)).toBeGreaterThan(base);
    const breakUp: TennisState = { ...start, games: [1, 0], server: 'home' }; // broke serve
    expect(homeWinChance(EVEN, breakUp)).toBeGreaterThan(base);
    const setUp: TennisState = { ...start, sets: [[6, 4]], server: 'away' };
    expect(homeWinChance(EVEN, setUp)).toBeGreaterThan(homeWinChance(EVEN, breakUp));
    const matchPoint: TennisState = {
      ...start,
      sets: [[6, 4]],
      games: [5, 4],
      points: [3, 0],
      server: 'home',
    };
    expect(homeWinChance(EVEN, matchPoint)).toBeGreaterThan(0.99);
  });
});

describe('tennis pricing', () => {
  it('prices every market to 1 + margin and sums set betting to the match odds', () => {
    const markets = priceTennis({ serve: EVEN, state: FIRST_POINT(3, 'home'), margin: 0.05 });
    expect(markets.map((m) => m.id)).toEqual([
      'match_winner',
      'set_betting',
      'total_games|total=20.5',
      'total_games|total=22.5',
      'total_games|total=24.5',
    ]);
    for (const m of markets) {
      const implied = sum(m.outcomes.map((o) => impliedProbability(o.odds)));
      expect(implied).toBeGreaterThanOrEqual(1.05);
      expect(implied).toBeLessThan(1.06);
    }
  });
  it('moves the price with the score and decides everything at match end', () => {
    const start = FIRST_POINT(3, 'home');
    const before = priceTennis({ serve: EVEN, state: start, margin: 0.05 });
    const after = priceTennis({
      serve: EVEN,
      state: { ...start, sets: [[6, 3]], server: 'away' },
      margin: 0.05,
    });
    expect(matchOdds(after, 'home')).toBeLessThan(matchOdds(before, 'home'));
    const setBetting = after.find((m) => m.type === 'set_betting');
    expect(setBetting?.outcomes.filter((o) => o.isActive).map((o) => o.id)).toEqual([
      '2:0',
      '2:1',
      '1:2',
    ]);
    const end = priceTennis({
      serve: EVEN,
      state: {
        ...start,
        sets: [
          [6, 3],
          [7, 6],
        ],
        server: 'home',
      },
      margin: 0.05,
    });
    expect(end.every((m) => m.status === 'suspended')).toBe(true);
  });
});
