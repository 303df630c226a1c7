import { describe, expect, it } from 'vitest';
import type { LegResult } from '../types';
import { footballMarketCatalogue, footballOutcomeIds } from './football-markets';
import { type FinalResult, settleOutcome } from './settle-outcome';
import { tennisOutcomeIds } from './tennis-markets';

const football = (home: number, away: number): FinalResult => ({
  sportId: 'football',
  score: { home, away },
});
const basketball = (home: number, away: number): FinalResult => ({
  sportId: 'basketball',
  score: { home, away },
});
const settle = (type: string, specifier: string, outcome: string, result: FinalResult): LegResult =>
  settleOutcome({ type: type as never, specifier }, outcome, result);

describe('football settlement from the final score', () => {
  it('settles 1X2 and double chance', () => {
    expect(['1', 'X', '2'].map((o) => settle('1x2', '', o, football(2, 1)))).toEqual([
      'win',
      'loss',
      'loss',
    ]);
    expect(settle('1x2', '', 'X', football(1, 1))).toBe('win');
    expect(['1X', '12', 'X2'].map((o) => settle('double_chance', '', o, football(0, 0)))).toEqual([
      'win',
      'loss',
      'win',
    ]);
    expect(settle('double_chance', '', '12', football(0, 3))).toBe('win');
  });
  it('settles over/under on half, whole and quarter lines', () => {
    expect(settle('total', 'total=2.5', 'over', football(2, 1))).toBe('win');
    expect(settle('total', 'total=2.5', 'under', football(2, 1))).toBe('loss');
    expect(settle('total', 'total=0.5', 'under', football(0, 0))).toBe('win');
    expect(settle('total', 'total=3', 'over', football(2, 1))).toBe('void');
    expect(settle('total', 'total=3', 'under', football(2, 1))).toBe('void');
    expect(settle('total', 'total=2.75', 'over', football(2, 1))).toBe('half_win');
    expect(settle('total', 'total=2.75', 'under', football(2, 1))).toBe('half_loss');
  });
  it('settles both teams to score', () => {
    expect(settle('btts', '', 'yes', football(1, 1))).toBe('win');
    expect(settle('btts', '', 'no', football(1, 1))).toBe('loss');
    expect(settle('btts', '', 'no', football(3, 0))).toBe('win');
  });
  it('settles Asian handicaps with half results on quarter lines', () => {
    // home -0.25 on a draw: half on 0 (void), half on -0.5 (loss)
    expect(settle('asian_handicap', 'hcp=-0.25', 'home', football(1, 1))).toBe('half_loss');
    expect(settle('asian_handicap', 'hcp=-0.25', 'away', football(1, 1))).toBe('half_win');
    // home -0.75 winning by one: half on -0.5 (win), half on -1 (void)
    expect(settle('asian_handicap', 'hcp=-0.75', 'home', football(2, 1))).toBe('half_win');
    expect(settle('asian_handicap', 'hcp=-0.75', 'away', football(2, 1))).toBe('half_loss');
    expect(settle('asian_handicap', 'hcp=-0.75', 'home', football(3, 1))).toBe('win');
    // away +0.75 (home hcp -0.75) losing by one is half lost; losing by two is lost
    expect(settle('asian_handicap', 'hcp=-0.75', 'away', football(3, 1))).toBe('loss');
    expect(settle('asian_handicap', 'hcp=0.75', 'home', football(0, 1))).toBe('half_loss');
    expect(settle('asian_handicap', 'hcp=-1', 'home', football(2, 1))).toBe('void');
    expect(settle('asian_handicap', 'hcp=0', 'away', football(0, 0))).toBe('void');
    expect(settle('asian_handicap', 'hcp=1.5', 'home', football(0, 1))).toBe('win');
  });
  it('settles correct score inside the grid and "other" outside it', () => {
    expect(settle('correct_score', '', '2:1', football(2, 1))).toBe('win');
    expect(settle('correct_score', '', '1:2', football(2, 1))).toBe('loss');
    expect(settle('correct_score', '', 'other', football(5, 0))).toBe('win');
    expect(settle('correct_score', '', '4:4', football(5, 0))).toBe('loss');
  });
  it('gives exactly one winner per non-line market on any score', () => {
    for (const [h, a] of [
      [0, 0],
      [3, 2],
      [0, 6],
    ] as const) {
      for (const type of ['1x2', 'btts', 'correct_score'] as const) {
        const wins = footballOutcomeIds(type).filter(
          (o) => settle(type, '', o, football(h, a)) === 'win',
        );
        expect(wins).toHaveLength(1);
      }
    }
  });
  it('mirrors every two-way line market (a win on one side is a loss on the other)', () => {
    const mirror: Record<LegResult, LegResult> = {
      win: 'loss',
      loss: 'win',
      void: 'void',
      half_win: 'half_loss',
      half_loss: 'half_win',
    };
    for (const key of footballMarketCatalogue()) {
      if (key.type !== 'total' && key.type !== 'asian_handicap') continue;
      const [a, b] = footballOutcomeIds(key.type) as [string, string];
      for (const score of [football(0, 0), football(2, 1), football(1, 3)]) {
        expect(settle(key.type, key.specifier, b, score)).toBe(
          mirror[settle(key.type, key.specifier, a, score)],
        );
      }
    }
  });
  it('refuses an unknown outcome or a market of another sport', () => {
    expect(() => settle('1x2', '', 'home', football(1, 0))).toThrow();
    expect(() => settle('moneyline', '', 'home', football(1, 0))).toThrow();
  });
});

describe('basketball settlement', () => {
  it('settles moneyline, spread and totals', () => {
    expect(settle('moneyline', '', 'home', basketball(101, 99))).toBe('win');
    expect(settle('moneyline', '', 'away', basketball(101, 99))).toBe('loss');
    expect(settle('spread', 'hcp=-5.5', 'home', basketball(105, 100))).toBe('loss');
    expect(settle('spread', 'hcp=-5.5', 'away', basketball(105, 100))).toBe('win');
    expect(settle('spread', 'hcp=-5', 'home', basketball(105, 100))).toBe('void');
    expect(settle('points_total', 'total=204.5', 'over', basketball(105, 100))).toBe('win');
    expect(settle('points_total', 'total=205', 'under', basketball(105, 100))).toBe('void');
  });
});

describe('tennis settlement', () => {
  const tennis = (...sets: Array<[number, number]>): FinalResult => ({ sportId: 'tennis', sets });
  it('settles match winner, set betting and total games (tie-break set = 13 games)', () => {
    const result = tennis([6, 4], [6, 7], [7, 5]);
    expect(settle('match_winner', '', 'home', result)).toBe('win');
    expect(settle('match_winner', '', 'away', result)).toBe('loss');
    expect(settle('set_betting', '', '2:1', result)).toBe('win');
    expect(settle('set_betting', '', '2:0', result)).toBe('loss');
    expect(settle('total_games', 'total=34.5', 'over', result)).toBe('win');
    expect(settle('total_games', 'total=35', 'under', result)).toBe('void');
    expect(settle('total_games', 'total=35.5', 'under', result)).toBe('win');
  });
  it('offers every set score of best-of-three and best-of-five', () => {
    expect(tennisOutcomeIds('set_betting', 3)).toEqual(['2:0', '2:1', '1:2', '0:2']);
    expect(tennisOutcomeIds('set_betting', 5)).toEqual(['3:0', '3:1', '3:2', '2:3', '1:3', '0:3']);
  });
});
