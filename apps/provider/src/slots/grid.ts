import type { Rng } from '#provider/rng/rng';

/** A symbol id: an index into the game's symbol list. */
export type Sym = number;
/** grid[reel][row], row 0 at the top. */
export type Grid = Sym[][];

export interface Position {
  reel: number;
  row: number;
}

export type ReelStrip = readonly Sym[];

/** One uniform stop per reel; the window shows `rows` consecutive symbols (wrapping). */
export function spinReels(rng: Rng, strips: readonly ReelStrip[], rows: number): Grid {
  return strips.map((strip) => {
    const stop = rng.int(strip.length);
    const column: Sym[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stop + row) % strip.length] as Sym);
    return column;
  });
}

/** Every position of the grid showing a symbol the predicate accepts. */
export function positionsOf(grid: Grid, accepts: (symbol: Sym) => boolean): Position[] {
  const found: Position[] = [];
  grid.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (accepts(symbol)) found.push({ reel, row });
    }),
  );
  return found;
}

/**
 * A strip holding `counts[s]` copies of each symbol, each symbol spread evenly along it (copy k
 * of symbol s sits near (k + ½) / counts[s] of the length), so scatters never bunch up. With
 * `stacks`, each copy of symbol s is a run of stacks[s] in a row (e.g. coin stacks).
 */
export function buildStrip(counts: readonly number[], stacks: readonly number[] = []): Sym[] {
  const slots: { symbol: Sym; at: number }[] = [];
  counts.forEach((count, symbol) => {
    for (let k = 0; k < count; k++) slots.push({ symbol, at: (k + 0.5) / count + symbol * 1e-6 });
  });
  return slots
    .sort((a, b) => a.at - b.at)
    .flatMap((slot) => new Array<Sym>(stacks[slot.symbol] ?? 1).fill(slot.symbol));
}

/** Win amounts are integers in thousandths of the total bet ("milli-bets"); money = bet × m / 1000. */
export const MILLI = 1000;

export function milliToAmount(bet: bigint, milli: number): bigint {
  return (bet * BigInt(milli)) / BigInt(MILLI);
}
