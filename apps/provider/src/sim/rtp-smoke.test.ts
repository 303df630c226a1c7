import { describe, expect, it } from 'vitest';
import { SLOTS } from '#provider/games/catalogue';
import { shrineRouletteMeta, simulateRoulette } from '#provider/games/shrine-roulette/index';
import { createSimRng } from '#provider/rng/xoshiro128';
import { simulateSlot, summarise } from './simulate';

/**
 * A quick look at every game's RTP (~200,000 rounds in all; the full 10-million-spin figures
 * come from `npm run bench -- rtp`): within 4 standard errors of the documented target.
 */
const ROUNDS: Record<string, number> = {
  'Koi-Fortune': 30_000,
  'Sakura-Tumble': 8_000,
  'Golden-Tengu': 25_000,
  'Book-of-Degen': 30_000,
};

describe('RTP smoke check', () => {
  it.each(Object.entries(ROUNDS))('%s lands near its target', (slug, rounds) => {
    const game = SLOTS[slug];
    if (!game) throw new Error(slug);
    const result = summarise(simulateSlot(game, createSimRng(2026), { rounds, mode: 'spins' }));
    const standardError = result.stdDev / Math.sqrt(rounds);
    expect(Math.abs(result.rtp - game.meta.rtpTarget / 100)).toBeLessThan(4 * standardError);
    expect(result.hitFrequency).toBeGreaterThan(0.2);
  });

  it('Shrine-Roulette lands near 36/37', () => {
    const result = summarise(simulateRoulette(createSimRng(2026), 100_000));
    expect(Math.abs(result.rtp - shrineRouletteMeta.rtpTarget / 100)).toBeLessThan(
      (4 * result.stdDev) / Math.sqrt(100_000),
    );
  });
});
