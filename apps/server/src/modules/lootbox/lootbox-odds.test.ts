import { floatStream, lootboxPrizeIndex } from '@tengu/fairness';
import { LOOTBOX_PRIZES, LOOTBOX_WEIGHTS_BPS } from '@tengu/shared';
import { describe, expect, it } from 'vitest';

describe('lootbox odds (spec document 2 section 9)', () => {
  it('are the spec table exactly, summing to 100 %', () => {
    expect(LOOTBOX_PRIZES.map((p) => [p.name, p.chanceBps / 100])).toEqual([
      ['free_spins_50', 0.3],
      ['free_spins_5', 3],
      ['free_spins_3', 8],
      ['gold_2500', 10],
      ['gold_1000', 20],
      ['gold_100', 40],
      ['empty_box', 18.7],
    ]);
    expect(LOOTBOX_WEIGHTS_BPS.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(LOOTBOX_PRIZES.filter((p) => p.property === 'free_spin').map((p) => p.value)).toEqual([
      '10',
      '1',
      '0.6',
    ]);
  });

  it('come out of the draw within 3 standard errors over 200,000 seeded floats', () => {
    const draws = 200_000;
    const counts = new Array<number>(LOOTBOX_PRIZES.length).fill(0);
    const floats = floatStream({ serverSeed: 'lootbox-odds', clientSeed: 'tengu', nonce: 0 });
    for (let n = 0; n < draws; n++) {
      const index = lootboxPrizeIndex(floats.next().value, LOOTBOX_WEIGHTS_BPS);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    for (const [index, prize] of LOOTBOX_PRIZES.entries()) {
      const p = prize.chanceBps / 10_000;
      const standardError = Math.sqrt((p * (1 - p)) / draws);
      const observed = (counts[index] ?? 0) / draws;
      expect(Math.abs(observed - p), prize.name).toBeLessThan(3 * standardError);
    }
  });
});
