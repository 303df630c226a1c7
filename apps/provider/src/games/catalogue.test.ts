import { describe, expect, it } from 'vitest';
import { createFairRng } from '#provider/rng/fair-rng';
import { GAME_METAS, SLOTS } from './catalogue';

describe('the catalogue metadata', () => {
  it('lists four slots and one live table, each with its slug, target and volatility', () => {
    expect(GAME_METAS.map((g) => [g.slug, g.categories])).toEqual([
      ['Koi-Fortune', ['slots']],
      ['Sakura-Tumble', ['slots']],
      ['Golden-Tengu', ['slots']],
      ['Book-of-Degen', ['slots']],
      ['Shrine-Roulette', ['live']],
    ]);
    for (const game of GAME_METAS) {
      expect(game.slug).toBe(game.name.replace(/ /g, '-'));
      expect(game.rtpTarget).toBeGreaterThan(95);
      expect(game.rtpTarget).toBeLessThan(98);
      expect(game.maxWinX).toBeGreaterThan(0);
      expect(game.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(GAME_METAS.filter((g) => g.bonusBuy).map((g) => g.slug)).toEqual([
      'Sakura-Tumble',
      'Book-of-Degen',
    ]);
  });
});

describe('real play', () => {
  it('replays every slot spin from its seeds, and another nonce plays another spin', () => {
    const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 5 };
    for (const game of Object.values(SLOTS)) {
      const spin = (nonce: number) =>
        game.spin(createFairRng({ ...seed, nonce }), 1000n, game.baseState);
      expect(spin(5)).toEqual(spin(5));
      expect(spin(5).grid).not.toEqual(spin(6).grid);
    }
  });
});
