import { floats } from '@tengu/fairness';
import { describe, expect, it } from 'vitest';
import { createFairRng } from './fair-rng';
import { pickWeighted, weightedTable } from './rng';
import { createSimRng } from './xoshiro128';
import { createScriptedRng } from '#provider/testing/scripted-rng';

describe('RNG sources', () => {
  it('fair: floor(n × f) over the originals’ HMAC float stream, in cursor order', () => {
    const seed = { serverSeed: 'server', clientSeed: 'client', nonce: 9 };
    const rng = createFairRng(seed);
    const expected = floats({ ...seed, count: 10 }).map((f, i) => Math.floor(f * (i + 2)));
    expect(Array.from({ length: 10 }, (_, i) => rng.int(i + 2))).toEqual(expected);
    expect(rng.cursor).toBe(10);
  });

  it('simulation: the same seed gives the same integers, another seed others, all in range', () => {
    const draw = (seed: number) => {
      const rng = createSimRng(seed);
      return Array.from({ length: 1000 }, () => rng.int(37));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(5).every((n) => Number.isInteger(n) && n >= 0 && n < 37)).toBe(true);
  });

  it('simulation: roughly uniform (chi-square over 37 cells)', () => {
    const rng = createSimRng(11);
    const counts = new Array<number>(37).fill(0);
    const n = 370_000;
    for (let i = 0; i < n; i++) {
      const pocket = rng.int(37);
      counts[pocket] = (counts[pocket] ?? 0) + 1;
    }
    const chi = counts.reduce((sum, c) => sum + (c - n / 37) ** 2 / (n / 37), 0);
    // 36 degrees of freedom: the 99.9 % quantile is 67.99.
    expect(chi).toBeLessThan(68);
  });

  it('weighted picks follow the cumulative table', () => {
    const table = weightedTable([3, 0, 2]);
    expect([0, 1, 2, 3, 4].map((v) => pickWeighted(createScriptedRng([v]), table))).toEqual([
      0, 0, 0, 2, 2,
    ]);
    expect(() => weightedTable([0, 0])).toThrow();
  });
});
