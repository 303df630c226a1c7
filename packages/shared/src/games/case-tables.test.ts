import { describe, expect, it } from 'vitest';
import { CASE_IDS, caseReturn, caseTable, caseTopMultiplier } from './case-tables';

/** Floats are k / 2³² (4 bytes of the HMAC stream): the exact share of floats each row gets. */
const SCALE = 2 ** 32;
function exactReturn(rows: ReturnType<typeof caseTable>): number {
  let total = 0;
  rows.forEach((row, index) => {
    const next = rows[index + 1]?.min ?? 1;
    const floats = Math.ceil(next * SCALE) - Math.ceil(row.min * SCALE);
    total += (floats / SCALE) * row.multiplier;
  });
  return total;
}

describe('case tables (issue 6)', () => {
  for (const id of CASE_IDS) {
    it(`${id}: slices cover [0, 1) in order and return 98.5–99.5 %`, () => {
      const rows = caseTable(id);
      expect(rows[0]?.min).toBe(0);
      expect(rows.reduce((sum, row) => sum + row.ppm, 0)).toBe(1_000_000);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.min).toBeGreaterThan(rows[i - 1]!.min);
      }
      for (const row of rows) {
        expect(Math.round(row.multiplier * 10_000)).toBeCloseTo(row.multiplier * 10_000, 6);
      }
      for (const rtp of [caseReturn(id), exactReturn(rows)]) {
        expect(rtp).toBeGreaterThanOrEqual(0.985);
        expect(rtp).toBeLessThanOrEqual(0.995);
      }
      expect(Math.abs(caseReturn(id) - exactReturn(rows))).toBeLessThan(1e-6);
    });
  }

  it('orders the cases from low to extreme risk by their top prize', () => {
    const tops = CASE_IDS.map(caseTopMultiplier);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    expect(caseTopMultiplier('tengu')).toBe(800);
  });
});
