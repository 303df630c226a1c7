import type { Grid, Position, Sym } from './grid';

export interface Cluster {
  symbol: Sym;
  positions: Position[];
}

/**
 * Every group of at least `minSize` equal symbols joined edge to edge (not diagonally), for the
 * symbols `pays` accepts; found by flood fill over flat typed arrays (the simulation runs this
 * tens of millions of times), in reel-then-row order of each cluster's first cell.
 */
export function findClusters(
  grid: Grid,
  minSize: number,
  pays: (symbol: Sym) => boolean,
): Cluster[] {
  const reels = grid.length;
  const rows = grid[0]?.length ?? 0;
  const size = reels * rows;
  const cells = new Int32Array(size);
  for (let reel = 0; reel < reels; reel++) {
    const column = grid[reel] as Sym[];
    for (let row = 0; row < rows; row++) cells[reel * rows + row] = column[row] as Sym;
  }
  const seen = new Uint8Array(size);
  const stack = new Int32Array(size);
  const members = new Int32Array(size);
  const clusters: Cluster[] = [];
  for (let start = 0; start < size; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    const symbol = cells[start] as number;
    if (!pays(symbol)) continue;
    let top = 0;
    let count = 0;
    stack[top++] = start;
    while (top > 0) {
      const cell = stack[--top] as number;
      members[count++] = cell;
      const row = cell % rows;
      // Left, right, up, down; a neighbour joins when unseen and equal.
      if (cell >= rows && !seen[cell - rows] && cells[cell - rows] === symbol) {
        seen[cell - rows] = 1;
        stack[top++] = cell - rows;
      }
      if (cell + rows < size && !seen[cell + rows] && cells[cell + rows] === symbol) {
        seen[cell + rows] = 1;
        stack[top++] = cell + rows;
      }
      if (row > 0 && !seen[cell - 1] && cells[cell - 1] === symbol) {
        seen[cell - 1] = 1;
        stack[top++] = cell - 1;
      }
      if (row < rows - 1 && !seen[cell + 1] && cells[cell + 1] === symbol) {
        seen[cell + 1] = 1;
        stack[top++] = cell + 1;
      }
    }
    if (count >= minSize) {
      const positions: Position[] = [];
      const sorted = Array.from(members.subarray(0, count)).sort((a, b) => a - b);
      for (const cell of sorted)
        positions.push({ reel: Math.floor(cell / rows), row: cell % rows });
      clusters.push({ symbol, positions });
    }
  }
  return clusters;
}

/**
 * Removes the given cells; in each reel the symbols left fall down (row 0 is the top) and new
 * ones, drawn reel by reel from the top down, fill the gap above them.
 */
export function tumble(grid: Grid, removed: readonly Position[], draw: () => Sym): Grid {
  const rows = grid[0]?.length ?? 0;
  const gone = new Uint8Array(grid.length * rows);
  for (const p of removed) gone[p.reel * rows + p.row] = 1;
  return grid.map((column, reel) => {
    const kept: Sym[] = [];
    for (let row = 0; row < rows; row++)
      if (!gone[reel * rows + row]) kept.push(column[row] as Sym);
    const next: Sym[] = [];
    for (let i = kept.length; i < rows; i++) next.push(draw());
    return next.concat(kept);
  });
}
