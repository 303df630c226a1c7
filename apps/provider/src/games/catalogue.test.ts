import { describe, expect, it } from 'vitest';
import { GAME_METAS, SLOTS } from './catalogue';
import { playFairBonusBuy, playFairSpin } from './fair-play';

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
  const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 5 };

  it('replays every slot spin from its seeds, and another nonce plays another spin', () => {
    for (const game of Object.values(SLOTS)) {
      const spin = (nonce: number) =>
        playFairSpin(game, { seed: { ...seed, nonce }, bet: 1000n, state: game.baseState });
      expect(spin(5)).toEqual(spin(5));
      expect(spin(5).outcome.grid).not.toEqual(spin(6).outcome.grid);
      // A 5×3 slot draws one stop per reel; the 7×7 grid draws 49 cells and its refills.
      expect(spin(5).floatsUsed).toBeGreaterThanOrEqual(5);
    }
  });

  it('plays a bought feature from the same seeds the same way', () => {
    const game = SLOTS['Book-of-Degen'];
    if (!game) throw new Error('missing');
    const bought = playFairBonusBuy(game, { seed, bet: 1000n });
    expect(bought).toEqual(playFairBonusBuy(game, { seed, bet: 1000n }));
    expect(bought.floatsUsed).toBe(1);
    expect(() =>
      playFairBonusBuy(SLOTS['Koi-Fortune'] as typeof game, { seed, bet: 1000n }),
    ).toThrow('no bonus buy');
  });
});
