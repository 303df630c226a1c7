import { describe, expect, it } from 'vitest';
import {
  gamePath,
  gameSlug,
  multiplayPath,
  multiplayPathOfSlugs,
  multiplaySlug,
  parseGameSlug,
  parseMultiplaySlug,
} from './game-path';

describe('game page addresses (spec document 1 section 2)', () => {
  it('lower-cases in-house names and hyphenates spaces', () => {
    expect(gameSlug({ name: 'Dojo Dash', isInHouse: true })).toBe('dojo-dash');
    expect(gameSlug({ name: 'Tengu  Towers ', isInHouse: true })).toBe('tengu-towers');
    expect(gamePath({ name: 'Plinko', isInHouse: true })).toBe('/casino/game/plinko');
  });

  it('keeps the case of other providers', () => {
    expect(gameSlug({ name: 'Gates of Olympus', isInHouse: false })).toBe('Gates-of-Olympus');
    expect(gamePath({ name: 'Wanted Dead or a Wild', isInHouse: false })).toBe(
      '/casino/game/Wanted-Dead-or-a-Wild',
    );
  });

  it('joins a multiplay with a double ampersand and ends with one', () => {
    const games = [
      { name: 'Gates of Olympus', isInHouse: false },
      { name: 'Sugar Rush', isInHouse: false },
    ];
    expect(multiplaySlug(games)).toBe('Gates-of-Olympus&&Sugar-Rush&&');
    expect(multiplayPath(games)).toBe('/casino/game/Gates-of-Olympus&&Sugar-Rush&&');
    expect(multiplaySlug([games[0]!])).toBe('Gates-of-Olympus&&');
  });

  it('refuses an empty multiplay or one of more than four games', () => {
    expect(() => multiplaySlug([])).toThrow(RangeError);
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `Slot ${i}`, isInHouse: false }));
    expect(() => multiplaySlug(five)).toThrow(RangeError);
  });

  it('reads the names back from a slug', () => {
    expect(parseGameSlug('plinko')).toEqual(['plinko']);
    expect(parseGameSlug('Gates-of-Olympus&&Sugar-Rush&&')).toEqual([
      'Gates-of-Olympus',
      'Sugar-Rush',
    ]);
    expect(parseGameSlug('Caf%C3%A9-Slot')).toEqual(['Café-Slot']);
  });

  it('builds a multiplay address from catalogue slugs, one game being its own page', () => {
    expect(multiplayPathOfSlugs(['Koi-Fortune', 'Book-of-Degen'])).toBe(
      '/casino/game/Koi-Fortune&&Book-of-Degen&&',
    );
    expect(multiplayPathOfSlugs(['Koi-Fortune'])).toBe('/casino/game/Koi-Fortune');
    expect(multiplayPathOfSlugs(['Café-Slot', 'B'])).toBe('/casino/game/Caf%C3%A9-Slot&&B&&');
    expect(() => multiplayPathOfSlugs([])).toThrow(RangeError);
    expect(() => multiplayPathOfSlugs(['a', 'b', 'c', 'd', 'e'])).toThrow(RangeError);
  });

  it('reads a multiplay address back; a plain slug is not one', () => {
    expect(parseMultiplaySlug('Koi-Fortune')).toBeNull();
    expect(parseMultiplaySlug('Koi-Fortune&&Book-of-Degen&&')).toEqual([
      'Koi-Fortune',
      'Book-of-Degen',
    ]);
    expect(parseMultiplaySlug('Koi-Fortune&&')).toEqual(['Koi-Fortune']);
    // The same game twice is one frame; a missing last `&&` is tolerated.
    expect(parseMultiplaySlug('A&&A&&B')).toEqual(['A', 'B']);
    expect(parseMultiplaySlug('&&')).toEqual([]);
  });
});
