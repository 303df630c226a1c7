import { describe, expect, it } from 'vitest';
import {
  KENO_MAX_PICKS,
  KENO_RISKS,
  kenoHitChance,
  kenoMultiplier,
  kenoReturn,
  kenoTable,
} from './keno-tables';

describe('keno payout tables (issue 6)', () => {
  it('hit chances of every pick count sum to 1 (hypergeometric over 10 of 40)', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      let total = 0;
      for (let hits = 0; hits <= picks; hits++) total += kenoHitChance(picks, hits);
      expect(total).toBeCloseTo(1, 12);
    }
    // One pick is hit when it is among the 10 drawn: 10 / 40.
    expect(kenoHitChance(1, 1)).toBeCloseTo(0.25, 12);
  });

  for (const risk of KENO_RISKS) {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      it(`${risk}, ${picks} picks: picks + 1 entries, returns 98.5–99.5 %`, () => {
        const table = kenoTable(risk, picks);
        expect(table).toHaveLength(picks + 1);
        for (const m of table) expect(Math.round(m * 10_000)).toBeCloseTo(m * 10_000, 6);
        const rtp = kenoReturn(risk, picks);
        expect(rtp).toBeGreaterThanOrEqual(0.985);
        expect(rtp).toBeLessThanOrEqual(0.995);
      });
    }
  }

  it('pays the published classic 10-pick and high 3-pick entries', () => {
    expect(kenoTable('classic', 10)).toEqual([0, 0, 0, 1.4, 2.25, 4.5, 8, 17, 50, 80, 100]);
    expect(kenoMultiplier('high', 3, 3)).toBe(81.5);
    expect(kenoMultiplier('high', 3, 2)).toBe(0);
  });

  it('refuses a pick count without a table', () => {
    expect(() => kenoTable('classic', 0)).toThrow(RangeError);
    expect(() => kenoTable('classic', 11)).toThrow(RangeError);
  });
});
