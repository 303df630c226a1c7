import { describe, expect, it } from 'vitest';
import { range, shuffleDraw } from './draw';

describe('shuffleDraw', () => {
  it('indexes into the remaining items and removes each drawn one', () => {
    // [a,b,c,d]: floor(0.5×4)=2 → c; [a,b,d]: floor(0×3)=0 → a; [b,d]: floor(0.99×2)=1 → d.
    expect(shuffleDraw(['a', 'b', 'c', 'd'], [0.5, 0, 0.99])).toEqual(['c', 'a', 'd']);
  });

  it('never repeats an item, even when every float is the same', () => {
    expect(shuffleDraw(range(5), [0, 0, 0, 0, 0])).toEqual([0, 1, 2, 3, 4]);
    expect(shuffleDraw(range(5), [0.999, 0.999, 0.999, 0.999, 0.999])).toEqual([4, 3, 2, 1, 0]);
  });

  it('does not change the input', () => {
    const items = [1, 2, 3];
    shuffleDraw(items, [0.4]);
    expect(items).toEqual([1, 2, 3]);
  });

  it('rejects more floats than items and floats outside [0, 1)', () => {
    expect(() => shuffleDraw([1, 2], [0, 0, 0])).toThrow('cannot draw 3 of 2 items');
    expect(() => shuffleDraw([1, 2], [1])).toThrow('outside [0, 1)');
    expect(() => shuffleDraw([1, 2], [-0.1])).toThrow('outside [0, 1)');
  });
});
