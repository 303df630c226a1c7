import type { RouletteSpot } from '@tengu/shared';

/**
 * Where inside bets sit on the number grid (12 columns × 3 rows; 3, 6 … 36 on the top row, 1, 4
 * … 34 on the bottom), in percent of the grid, for the hot spots and the chips on them.
 */
export interface SpotPlace {
  spot: RouletteSpot;
  /** Centre, percent of the grid's width and height. */
  x: number;
  y: number;
  /** Hot spot size, percent. */
  w: number;
  h: number;
}

const COL = 100 / 12;
const ROW = 100 / 3;

export const columnOf = (n: number) => Math.floor((n - 1) / 3);
export const rowOf = (n: number) => 2 - ((n - 1) % 3);

/** Centre of a number's cell. */
export function cellCentre(n: number): { x: number; y: number } {
  return { x: (columnOf(n) + 0.5) * COL, y: (rowOf(n) + 0.5) * ROW };
}

function edgeSpots(): SpotPlace[] {
  const places: SpotPlace[] = [];
  for (let n = 1; n <= 36; n++) {
    const col = columnOf(n);
    const row = rowOf(n);
    const right = (col + 1) * COL;
    const top = row * ROW;
    if (n <= 33) {
      places.push({
        spot: { type: 'split', numbers: [n, n + 3] },
        x: right,
        y: top + ROW / 2,
        w: 3,
        h: 20,
      });
    }
    if (n % 3 !== 0) {
      places.push({
        spot: { type: 'split', numbers: [n, n + 1] },
        x: (col + 0.5) * COL,
        y: top,
        w: 5,
        h: 9,
      });
      if (n <= 32) {
        places.push({
          spot: { type: 'corner', numbers: [n, n + 1, n + 3, n + 4] },
          x: right,
          y: top,
          w: 3,
          h: 9,
        });
      }
    }
    if (n % 3 === 1) {
      places.push({
        spot: { type: 'street', numbers: [n, n + 1, n + 2] },
        x: (col + 0.5) * COL,
        y: 100,
        w: 5,
        h: 9,
      });
      if (n <= 31) {
        const numbers = Array.from({ length: 6 }, (_, i) => n + i);
        places.push({ spot: { type: 'line', numbers }, x: right, y: 100, w: 3, h: 9 });
      }
    }
  }
  // Zero's neighbours: splits along its edge, the two trios and the first four.
  for (const n of [1, 2, 3]) {
    places.push({
      spot: { type: 'split', numbers: [0, n] },
      x: 0,
      y: (rowOf(n) + 0.5) * ROW,
      w: 3,
      h: 20,
    });
  }
  places.push({ spot: { type: 'street', numbers: [0, 1, 2] }, x: 0, y: 2 * ROW, w: 3, h: 9 });
  places.push({ spot: { type: 'street', numbers: [0, 2, 3] }, x: 0, y: ROW, w: 3, h: 9 });
  places.push({ spot: { type: 'corner', numbers: [0, 1, 2, 3] }, x: 0, y: 100, w: 3, h: 9 });
  return places;
}

/** Every split, corner, street, line, trio and the first four, with where they sit. */
export const EDGE_SPOTS: readonly SpotPlace[] = edgeSpots();
