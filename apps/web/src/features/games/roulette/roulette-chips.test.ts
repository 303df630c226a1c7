import { describe, expect, it } from 'vitest';
import {
  addChip,
  chipLabel,
  scaleTable,
  tableTotal,
  toRequestChips,
  type Table,
} from './roulette-chips';

const USD = 100_000_000n;

describe('roulette table chips', () => {
  it('stacks chips on one spot, whatever the order of its numbers', () => {
    let table: Table = [];
    table = addChip(table, { type: 'split', numbers: [20, 17] }, USD);
    table = addChip(table, { type: 'split', numbers: [17, 20] }, 2n * USD);
    table = addChip(table, { type: 'red' }, USD);
    expect(table).toHaveLength(2);
    expect(tableTotal(table)).toBe(4n * USD);
    expect(toRequestChips(table)).toEqual([
      { type: 'split', numbers: [20, 17], amount: '3' },
      { type: 'red', amount: '1' },
    ]);
  });

  it('scales the whole table to an exact total (½, 2×, auto play)', () => {
    let table: Table = [];
    table = addChip(table, { type: 'straight', numbers: [7] }, USD);
    table = addChip(table, { type: 'dozen', index: 1 }, 2n * USD);
    expect(tableTotal(scaleTable(table, 6n * USD))).toBe(6n * USD);
    expect(scaleTable(table, 6n * USD).map((c) => c.units)).toEqual([2n * USD, 4n * USD]);
    const odd = scaleTable(table, 1n);
    expect(tableTotal(odd)).toBe(1n);
    expect(scaleTable([], 5n)).toEqual([]);
  });

  it('labels stacks briefly', () => {
    expect(chipLabel(USD / 100n)).toBe('0.01');
    expect(chipLabel(25n * USD)).toBe('25');
    expect(chipLabel(1_500n * USD)).toBe('1.5k');
  });
});
