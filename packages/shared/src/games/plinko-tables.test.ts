import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, plinkoTable } from './plinko-tables';

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Expected return of one board: Σ C(rows, k) / 2^rows × multiplier(k). */
function expectedReturn(table: readonly number[], rows: number): number {
  return table.reduce((sum, m, k) => sum + (binomial(rows, k) / 2 ** rows) * m, 0);
}

describe('plinko payout tables (issue 5)', () => {
  for (const risk of PLINKO_RISKS) {
    for (let rows = PLINKO_ROWS_MIN; rows <= PLINKO_ROWS_MAX; rows++) {
      it(`${risk} risk, ${rows} rows: symmetric, rows + 1 buckets, returns 98.5–99.5 %`, () => {
        const table = plinkoTable(risk, rows);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
        for (const m of table) expect(Math.round(m * 100)).toBeCloseTo(m * 100, 9);
        const rtp = expectedReturn(table, rows);
        expect(rtp).toBeGreaterThanOrEqual(0.985);
        expect(rtp).toBeLessThanOrEqual(0.995);
      });
    }
  }

  it('pays the published 16-row high-risk edges', () => {
    expect(plinkoTable('high', 16)).toEqual([
      1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000,
    ]);
  });
});
