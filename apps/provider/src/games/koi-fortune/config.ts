import { buildStrip, MILLI, type Sym } from '#provider/slots/grid';
import { PAYLINES_20, type LineRules } from '#provider/slots/paylines';

/** Koi Fortune: 5×3, 20 fixed lines, wild on reels 2–4, scatter pays anywhere, free spins ×3. */

export const SYMBOLS = [
  'WILD',
  'PEARL',
  'KOI',
  'DRAGON',
  'LOTUS',
  'LANTERN',
  'A',
  'K',
  'Q',
  'J',
  '10',
] as const;
export const WILD: Sym = 0;
export const SCATTER: Sym = 1;
export const ROWS = 3;
export const LINES = PAYLINES_20;

// Line-bet multiples by count (3, 4, 5 in a row from reel 1).
const P = (three: number, four: number, five: number): number[] => [0, 0, 0, three, four, five];
export const LINE_PAYS: readonly (readonly number[])[] = [
  P(0, 0, 0), // WILD: substitutes only (it never lands on reel 1)
  P(0, 0, 0), // PEARL: scatter
  P(50, 200, 1000),
  P(30, 100, 500),
  P(20, 60, 250),
  P(15, 50, 200),
  P(10, 25, 100),
  P(8, 20, 80),
  P(5, 15, 60),
  P(5, 10, 60),
  P(5, 12, 50),
];

export const RULES: LineRules = { lines: LINES, pays: LINE_PAYS, wild: WILD };

/** Scatter pays, total-bet multiples by count anywhere on the screen. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];
/** Free spins awarded by 3, 4, 5 scatters (also as a retrigger during free spins). */
export const FREE_SPINS_AWARD: readonly number[] = [0, 0, 0, 10, 15, 20];
export const FREE_SPIN_MULTIPLIER = 3;
/** A round (the paid spin and all its free spins) pays at most this many bets. */
export const MAX_WIN_X = 5000;
export const MAX_WIN_MILLI = MAX_WIN_X * MILLI;

// Symbol counts per reel, in SYMBOLS order; the strips spread each symbol evenly.
const REEL_COUNTS: readonly (readonly number[])[] = [
  [0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6],
  [5, 1, 3, 3, 4, 4, 5, 5, 5, 6, 6],
  [5, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7],
  [5, 1, 3, 3, 4, 4, 5, 5, 5, 6, 6],
  [0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6],
];
export const STRIPS: readonly Sym[][] = REEL_COUNTS.map((counts) => buildStrip(counts));
