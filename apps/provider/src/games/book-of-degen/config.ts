import { buildStrip, MILLI, type Sym } from '#provider/slots/grid';
import { PAYLINES_20, type LineRules } from '#provider/slots/paylines';

/**
 * Book of Degen (the spec's book-style slot): 5×3, 10 lines; the book is both wild and scatter;
 * 3+ books start 10 free spins with one symbol, drawn at the start, that expands.
 */

export const SYMBOLS = [
  'BOOK',
  'WHALE',
  'ROCKET',
  'DIAMOND',
  'BULL',
  'A',
  'K',
  'Q',
  'J',
  '10',
] as const;
export const BOOK: Sym = 0;
export const ROWS = 3;
export const LINES = PAYLINES_20.slice(0, 10);

// Line-bet multiples by count in a row from reel 1 (2, 3, 4, 5); the book-style table.
const P = (two: number, three: number, four: number, five: number): number[] => [
  0,
  0,
  two,
  three,
  four,
  five,
];
export const LINE_PAYS: readonly (readonly number[])[] = [
  P(0, 0, 0, 0), // BOOK: pays as a scatter only
  P(10, 100, 1000, 5000),
  P(5, 40, 400, 2000),
  P(5, 30, 100, 750),
  P(5, 30, 100, 750),
  P(0, 5, 40, 150),
  P(0, 5, 40, 150),
  P(0, 5, 25, 100),
  P(0, 5, 25, 100),
  P(0, 5, 25, 100),
];
export const RULES: LineRules = { lines: LINES, pays: LINE_PAYS, wild: BOOK };

/** Book scatter pays, total-bet multiples by count anywhere. */
export const BOOK_PAYS: readonly number[] = [0, 0, 0, 2, 20, 200];
export const FREE_SPINS = 10;
export const TRIGGER_BOOKS = 3;
/** The symbols the expanding symbol is drawn from, uniformly: every one but the book. */
export const EXPANDABLE: readonly Sym[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Reels needed for the expanding symbol to pay: its smallest paying count. */
export function expandMinimum(symbol: Sym): number {
  const pays = LINE_PAYS[symbol] ?? [];
  return pays.findIndex((pay) => pay > 0);
}

export const MAX_WIN_X = 10_000;
export const MAX_WIN_MILLI = MAX_WIN_X * MILLI;
/** Bonus buy: 10 free spins for this many bets (its RTP is in analysis.ts and the README). */
export const BONUS_BUY_PRICE_X = 100;

// Symbol counts per reel in SYMBOLS order: base-game strips, then the free-spin strips.
const BASE_COUNTS: readonly (readonly number[])[] = [
  [1, 1, 2, 3, 4, 5, 5, 6, 7, 7],
  [1, 1, 2, 3, 4, 5, 5, 6, 7, 7],
  [1, 1, 2, 3, 4, 5, 5, 6, 7, 7],
  [1, 1, 2, 3, 4, 5, 5, 6, 7, 7],
  [1, 1, 2, 3, 4, 5, 5, 6, 7, 7],
];
const FREE_COUNTS: readonly (readonly number[])[] = [
  [1, 3, 3, 3, 3, 4, 5, 5, 5, 5],
  [1, 3, 3, 3, 3, 4, 5, 5, 5, 5],
  [1, 3, 3, 3, 3, 4, 5, 5, 5, 5],
  [1, 3, 3, 3, 3, 4, 5, 5, 5, 5],
  [1, 3, 3, 3, 3, 4, 5, 5, 5, 5],
];
export const BASE_STRIPS: readonly Sym[][] = BASE_COUNTS.map((counts) => buildStrip(counts));
export const FREE_STRIPS: readonly Sym[][] = FREE_COUNTS.map((counts) => buildStrip(counts));
