import { describe, expect, it } from 'vitest';
import { lootboxDraw, lootboxPrizeIndex } from './lootbox';
import { CLIENT_SEED, referenceFloats, SERVER_SEED } from './testing/node-reference';

// Document 2 section 9 in table order: 50 / 5 / 3 spins, 2,500 / 1,000 / 100 Gold, empty box.
const WEIGHTS = [30, 300, 800, 1_000, 2_000, 4_000, 1_870];
const ticket = (t: number) => (t + 0.5) / 10_000;

describe('lootboxPrizeIndex', () => {
  it('gives each prize its range of tickets floor(f × 10,000), in table order', () => {
    expect(lootboxPrizeIndex(0, WEIGHTS)).toBe(0);
    expect(lootboxPrizeIndex(ticket(29), WEIGHTS)).toBe(0);
    expect(lootboxPrizeIndex(ticket(30), WEIGHTS)).toBe(1);
    expect(lootboxPrizeIndex(ticket(329), WEIGHTS)).toBe(1);
    expect(lootboxPrizeIndex(ticket(330), WEIGHTS)).toBe(2);
    expect(lootboxPrizeIndex(ticket(1_129), WEIGHTS)).toBe(2);
    expect(lootboxPrizeIndex(ticket(1_130), WEIGHTS)).toBe(3);
    expect(lootboxPrizeIndex(ticket(2_130), WEIGHTS)).toBe(4);
    expect(lootboxPrizeIndex(ticket(4_130), WEIGHTS)).toBe(5);
    expect(lootboxPrizeIndex(ticket(8_129), WEIGHTS)).toBe(5);
    expect(lootboxPrizeIndex(ticket(8_130), WEIGHTS)).toBe(6);
    expect(lootboxPrizeIndex(1 - 2 ** -32, WEIGHTS)).toBe(6);
  });

  it('skips prizes of weight 0 and refuses tables that do not sum to 10,000 or bad floats', () => {
    expect(lootboxPrizeIndex(0, [0, 10_000])).toBe(1);
    expect(() => lootboxPrizeIndex(0.5, [5_000, 4_999])).toThrow('summing to 10000');
    expect(() => lootboxPrizeIndex(0.5, [5_000.5, 4_999.5])).toThrow('summing to 10000');
    expect(() => lootboxPrizeIndex(1, WEIGHTS)).toThrow('not in [0, 1)');
    expect(() => lootboxPrizeIndex(Number.NaN, WEIGHTS)).toThrow('not in [0, 1)');
  });
});

describe('lootboxDraw', () => {
  it('uses the first float of the seed pair at the nonce (known answers)', () => {
    // Nonces 0–3: f = 0.52734980… (ticket 5273), 0.26681515… (2668), 0.13125438… (1312),
    // 0.98636788… (9863) → 100 Gold, 1,000 Gold, 2,500 Gold, empty box.
    const draws = [0, 1, 2, 3].map((nonce) =>
      lootboxDraw({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, weightsBps: WEIGHTS }),
    );
    expect(draws.map((d) => d.index)).toEqual([5, 4, 3, 6]);
    expect(draws.map((d) => d.float)).toEqual(
      [0, 1, 2, 3].map((nonce) => referenceFloats(SERVER_SEED, CLIENT_SEED, nonce, 1)[0]),
    );
  });
});
