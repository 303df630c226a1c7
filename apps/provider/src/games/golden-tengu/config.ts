import { weightedTable } from '#provider/rng/rng';
import { buildStrip, MILLI, type Sym } from '#provider/slots/grid';
import { PAYLINES_20, type LineRules } from '#provider/slots/paylines';

/**
 * Golden Tengu: a 5×3, 20-line hold-and-win. Six or more coins lock in place and start 3
 * respins; every new coin resets them to 3; coins carry bet multiples or the mini, minor and
 * major jackpots; filling all 15 cells adds the grand jackpot.
 */

export const SYMBOLS = [
  'WILD',
  'COIN',
  'MASK',
  'FAN',
  'DRUM',
  'SANDAL',
  'A',
  'K',
  'Q',
  'J',
  'BLANK',
] as const;
export const WILD: Sym = 0;
export const COIN: Sym = 1;
/** Shown on empty cells during respins. */
export const BLANK: Sym = 10;
export const ROWS = 3;
export const REELS = 5;
export const CELLS = ROWS * REELS;
export const LINES = PAYLINES_20;

const P = (three: number, four: number, five: number): number[] => [0, 0, 0, three, four, five];
export const LINE_PAYS: readonly (readonly number[])[] = [
  P(0, 0, 0), // WILD: substitutes only
  P(0, 0, 0), // COIN: collected by hold and win only
  P(40, 150, 600),
  P(25, 80, 300),
  P(20, 50, 200),
  P(15, 40, 150),
  P(10, 20, 80),
  P(8, 15, 60),
  P(5, 10, 45),
  P(5, 10, 40),
  P(0, 0, 0),
];
export const RULES: LineRules = { lines: LINES, pays: LINE_PAYS, wild: WILD };

export const TRIGGER_COINS = 6;
export const RESPINS = 3;
/** Chance, per empty cell and respin, that a coin lands: COIN_CHANCE / 1000. */
export const COIN_CHANCE_PER_MILLE = 58;

export type Jackpot = 'mini' | 'minor' | 'major' | 'grand';
export interface CoinValue {
  /** Bet multiple, in milli-bets. */
  milli: number;
  jackpot: Exclude<Jackpot, 'grand'> | null;
}
/** The values a coin can carry, with their weights. */
export const COIN_VALUES: readonly { value: CoinValue; weight: number }[] = [
  { value: { milli: 1 * MILLI, jackpot: null }, weight: 300 },
  { value: { milli: 2 * MILLI, jackpot: null }, weight: 200 },
  { value: { milli: 3 * MILLI, jackpot: null }, weight: 120 },
  { value: { milli: 5 * MILLI, jackpot: null }, weight: 80 },
  { value: { milli: 10 * MILLI, jackpot: null }, weight: 40 },
  { value: { milli: 15 * MILLI, jackpot: null }, weight: 20 },
  { value: { milli: 20 * MILLI, jackpot: 'mini' }, weight: 15 },
  { value: { milli: 50 * MILLI, jackpot: 'minor' }, weight: 6 },
  { value: { milli: 200 * MILLI, jackpot: 'major' }, weight: 1 },
];
export const COIN_TABLE = weightedTable(COIN_VALUES.map((entry) => entry.weight));
/** Added when all 15 cells hold a coin. */
export const GRAND_MILLI = 1000 * MILLI;

export const MAX_WIN_X = 5000;
export const MAX_WIN_MILLI = MAX_WIN_X * MILLI;

// Counts per reel in SYMBOLS order (BLANK never on the strips); coins come in stacks of 3.
const COUNTS: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 0],
  [3, 1, 2, 3, 3, 4, 5, 5, 6, 6, 0],
  [3, 1, 2, 3, 3, 4, 5, 5, 6, 6, 0],
  [3, 1, 2, 3, 3, 4, 5, 5, 6, 6, 0],
  [3, 1, 2, 3, 3, 4, 5, 6, 6, 7, 0],
];
const STACKS = [1, 3];
export const STRIPS: readonly Sym[][] = COUNTS.map((counts) => buildStrip(counts, STACKS));
