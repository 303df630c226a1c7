import { describe, expect, it } from 'vitest';
import { searchGames } from './game-search';

const games = [
  { slug: 'plinko', name: 'Plinko' },
  { slug: 'tengu-towers', name: 'Tengu Towers' },
  { slug: 'dojo-dash', name: 'Dojo Dash' },
  { slug: 'dice', name: 'Dice' },
];

describe('game search', () => {
  it('lists every game for empty text', () => {
    expect(searchGames(games, '   ')).toHaveLength(4);
  });

  it('matches words case-insensitively, hyphens as spaces, prefix first', () => {
    expect(searchGames(games, 'TOWERS').map((g) => g.slug)).toEqual(['tengu-towers']);
    expect(searchGames(games, 'dojo-da').map((g) => g.slug)).toEqual(['dojo-dash']);
    expect(searchGames(games, 'd').map((g) => g.slug)).toEqual(['dojo-dash', 'dice']);
    expect(searchGames(games, 'zzz')).toEqual([]);
  });
});
