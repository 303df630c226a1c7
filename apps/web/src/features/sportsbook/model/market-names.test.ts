import type { SbMarket } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/sportsbook.json';
import {
  groupMarkets,
  marketTitle,
  outcomeLabel,
  selectionName,
  signedLine,
  specifierLine,
  type Translate,
} from './market-names';

/** The English file itself, with i18next's {{line}} interpolation. */
const t: Translate = (key, options) => {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, en);
  if (typeof value !== 'string') throw new Error(`missing ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
};
const teams = { home: 'Arsenal', away: 'Chelsea' };
const market = (type: string, specifier = ''): SbMarket => ({
  id: specifier ? `${type}|${specifier}` : type,
  type,
  specifier,
  status: 'active',
  outcomes: [],
});

describe('market names', () => {
  it('reads the line from a UOF specifier', () => {
    expect(specifierLine('total=2.5')).toBe(2.5);
    expect(specifierLine('hcp=-0.75')).toBe(-0.75);
    expect(specifierLine('')).toBeNull();
    expect(signedLine(-0.75)).toBe('\u22120.75');
    expect(signedLine(1)).toBe('+1');
  });

  it('names markets with their line, handicaps signed', () => {
    expect(marketTitle(t, 'total', 'total=2.5')).toBe('Total goals 2.5');
    expect(marketTitle(t, 'asian_handicap', 'hcp=-0.75')).toBe('Asian handicap \u22120.75');
    expect(marketTitle(t, '1x2', '')).toBe('Match result');
    expect(marketTitle(t, 'mystery', '')).toBe('mystery');
  });

  it('names outcomes: teams, draw, over/under, the away side of a handicap', () => {
    expect(outcomeLabel(t, market('1x2'), '1', teams)).toBe('Arsenal');
    expect(outcomeLabel(t, market('1x2'), 'X', teams)).toBe('Draw');
    expect(outcomeLabel(t, market('total', 'total=2.5'), 'over', teams)).toBe('Over 2.5');
    expect(outcomeLabel(t, market('points_total', 'total=210.5'), 'under', teams)).toBe(
      'Under 210.5',
    );
    expect(outcomeLabel(t, market('asian_handicap', 'hcp=-0.75'), 'home', teams)).toBe(
      'Arsenal \u22120.75',
    );
    expect(outcomeLabel(t, market('asian_handicap', 'hcp=-0.75'), 'away', teams)).toBe(
      'Chelsea +0.75',
    );
    expect(outcomeLabel(t, market('correct_score'), '2:1', teams)).toBe('2:1');
    expect(outcomeLabel(t, market('correct_score'), 'other', teams)).toBe('Any other score');
    expect(outcomeLabel(t, market('btts'), 'yes', teams)).toBe('Yes');
  });

  it('names a selection for the slip', () => {
    expect(selectionName(t, market('double_chance'), '1X', teams)).toBe('Double chance 1X');
    expect(selectionName(t, market('total', 'total=2.5'), 'over', teams)).toBe('Over 2.5');
    expect(selectionName(t, market('btts'), 'no', teams)).toBe('Both teams to score: No');
    expect(selectionName(t, market('set_betting'), '2:1', teams)).toBe('Set betting 2:1');
  });

  it('groups markets in the page order, lines ascending', () => {
    const groups = groupMarkets([
      market('correct_score'),
      market('total', 'total=3.5'),
      market('asian_handicap', 'hcp=0.25'),
      market('total', 'total=0.5'),
      market('1x2'),
      market('btts'),
      market('double_chance'),
    ]);
    expect(groups.map(([group, list]) => [group, list.map((m) => m.id)])).toEqual([
      ['main', ['1x2', 'double_chance']],
      ['totals', ['total|total=0.5', 'total|total=3.5', 'btts']],
      ['handicap', ['asian_handicap|hcp=0.25']],
      ['score', ['correct_score']],
    ]);
  });
});
