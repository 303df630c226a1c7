import type { Grid, Position, Sym } from './grid';

/** Row per reel for each payline, row 0 at the top. */
export type Payline = readonly number[];

/** The 20 usual lines of a 5×3 slot; the first 10 are the usual 10-line set. */
export const PAYLINES_20: readonly Payline[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export interface LineRules {
  lines: readonly Payline[];
  /** pays[symbol][count]: line-bet multiples for `count` in a row from the leftmost reel. */
  pays: readonly (readonly number[])[];
  /** The symbol that stands in for every paying symbol (not for scatters), or null. */
  wild: Sym | null;
}

export interface LineHit {
  symbol: Sym;
  count: number;
  pay: number;
}

/**
 * One line, left to right: the line's symbol is the first non-wild one; the run is the leading
 * symbols equal to it or wild. A run of wilds alone pays as the wild when that pays more (and
 * when the whole line is wild). Symbols without pays (scatters) end a line.
 */
export function evaluateLine(symbols: readonly Sym[], rules: LineRules): LineHit | null {
  const { wild, pays } = rules;
  let leadingWilds = 0;
  while (leadingWilds < symbols.length && symbols[leadingWilds] === wild) leadingWilds++;
  const wildPay = wild === null ? 0 : (pays[wild]?.[leadingWilds] ?? 0);
  let best: LineHit | null =
    wildPay > 0 && wild !== null ? { symbol: wild, count: leadingWilds, pay: wildPay } : null;
  if (leadingWilds === symbols.length) return best;
  const symbol = symbols[leadingWilds] as Sym;
  let count = leadingWilds + 1;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) count++;
  const pay = pays[symbol]?.[count] ?? 0;
  if (pay > (best?.pay ?? 0)) best = { symbol, count, pay };
  return best;
}

export interface LineWin extends LineHit {
  /** Index into the game's lines, 0-based. */
  line: number;
  positions: Position[];
}

export function evaluateLines(grid: Grid, rules: LineRules): LineWin[] {
  const wins: LineWin[] = [];
  const symbols: Sym[] = [];
  rules.lines.forEach((rows, line) => {
    symbols.length = 0;
    rows.forEach((row, reel) => symbols.push(grid[reel]?.[row] as Sym));
    const hit = evaluateLine(symbols, rules);
    if (hit) {
      const positions = rows.slice(0, hit.count).map((row, reel) => ({ reel, row }));
      wins.push({ line, ...hit, positions });
    }
  });
  return wins;
}
