import { describe, expect, it } from 'vitest';
import { findClusters, tumble } from './clusters';
import type { Grid } from './grid';

const pays = (s: number): boolean => s !== 9;

describe('findClusters', () => {
  it('joins equal symbols edge to edge, not diagonally, and needs the minimum size', () => {
    // grid[reel][row]; symbol 1 forms an L of 5, symbol 2 a diagonal of 3 and a pair.
    const grid: Grid = [
      [1, 1, 1, 2],
      [3, 2, 1, 3],
      [2, 3, 1, 2],
      [3, 4, 2, 2],
    ];
    const clusters = findClusters(grid, 5, pays);
    expect(clusters).toEqual([
      {
        symbol: 1,
        positions: [
          { reel: 0, row: 0 },
          { reel: 0, row: 1 },
          { reel: 0, row: 2 },
          { reel: 1, row: 2 },
          { reel: 2, row: 2 },
        ],
      },
    ]);
    // With a minimum of 3 the pair of 2s joined to a third (2,3)-(3,3)-(3,2) counts; diagonals never.
    expect(findClusters(grid, 3, pays).map((c) => [c.symbol, c.positions.length])).toEqual([
      [1, 5],
      [2, 3],
    ]);
  });

  it('never forms clusters of symbols that do not pay', () => {
    const grid: Grid = [
      [9, 9, 9],
      [9, 9, 9],
    ];
    expect(findClusters(grid, 5, pays)).toEqual([]);
  });
});

describe('tumble', () => {
  it('drops what is left and fills from the top in draw order', () => {
    const grid: Grid = [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ];
    const fresh = [10, 11, 12];
    const next = tumble(
      grid,
      [
        { reel: 0, row: 1 },
        { reel: 0, row: 3 },
        { reel: 1, row: 0 },
      ],
      () => fresh.shift() as number,
    );
    expect(next).toEqual([
      [10, 11, 1, 3],
      [12, 6, 7, 8],
    ]);
  });
});
