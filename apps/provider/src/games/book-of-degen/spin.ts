import type { Rng } from '#provider/rng/rng';
import {
  MILLI,
  milliToAmount,
  positionsOf,
  spinReels,
  type Grid,
  type Sym,
} from '#provider/slots/grid';
import { evaluateLines } from '#provider/slots/paylines';
import type { BonusBuyOutcome, Feature, SpinOutcome, Win } from '#provider/games/types';
import {
  BONUS_BUY_PRICE_X,
  BOOK,
  BOOK_PAYS,
  EXPANDABLE,
  expandMinimum,
  FREE_SPINS,
  LINE_PAYS,
  LINES,
  MAX_WIN_MILLI,
  ROWS,
  RULES,
  BASE_STRIPS,
  FREE_STRIPS,
  TRIGGER_BOOKS,
} from './config';

export type BookState =
  | { mode: 'base' }
  | { mode: 'freeSpins'; remaining: number; expanding: Sym; roundWinMilli: number };

export const BOOK_BASE: BookState = { mode: 'base' };
export type BookOutcome = SpinOutcome<BookState> & {
  /** In free spins, the grid after the special symbol expanded (null if it did not). */
  expandedGrid: Grid | null;
};

/**
 * One spin. Base: lines with the book as wild, books pay anywhere, 3+ start free spins and draw
 * the expanding symbol. Free spin: the same, then if the expanding symbol shows on at least its
 * smallest paying count of reels, it fills those reels and pays on all 10 lines as if the reels
 * were adjacent (book-style rule), on top of the ordinary line wins.
 */
export function spinBook(rng: Rng, bet: bigint, state: BookState = BOOK_BASE): BookOutcome {
  const isFree = state.mode === 'freeSpins';
  const grid = spinReels(rng, isFree ? FREE_STRIPS : BASE_STRIPS, ROWS);
  const wins: Win[] = evaluateLines(grid, RULES).map((hit) => ({
    kind: 'line',
    symbol: hit.symbol,
    count: hit.count,
    line: hit.line,
    positions: hit.positions,
    winMilli: (hit.pay * MILLI) / LINES.length,
  }));
  const books = positionsOf(grid, (s) => s === BOOK);
  const bookPay = BOOK_PAYS[Math.min(books.length, 5)] ?? 0;
  if (bookPay > 0) {
    wins.push({
      kind: 'scatter',
      symbol: BOOK,
      count: books.length,
      positions: books,
      winMilli: bookPay * MILLI,
    });
  }
  const expandedGrid = isFree ? expand(grid, state.expanding, wins) : null;

  const features: Feature[] = [];
  const before = isFree ? state.roundWinMilli : 0;
  let totalWinMilli = wins.reduce((sum, win) => sum + win.winMilli, 0);
  const capped = before + totalWinMilli >= MAX_WIN_MILLI;
  if (capped) {
    totalWinMilli = MAX_WIN_MILLI - before;
    features.push({ kind: 'maxWin' });
  }
  const triggered = books.length >= TRIGGER_BOOKS && !capped;
  let nextState: BookState = BOOK_BASE;
  if (isFree) {
    const remaining = state.remaining - 1 + (triggered ? FREE_SPINS : 0);
    if (triggered) features.push({ kind: 'freeSpins', spins: FREE_SPINS, retrigger: true });
    if (remaining > 0 && !capped) {
      nextState = { ...state, remaining, roundWinMilli: before + totalWinMilli };
    }
  } else if (triggered) {
    const expanding = drawExpanding(rng);
    features.push({ kind: 'freeSpins', spins: FREE_SPINS, retrigger: false });
    features.push({ kind: 'expandingSymbol', symbol: expanding });
    nextState = {
      mode: 'freeSpins',
      remaining: FREE_SPINS,
      expanding,
      roundWinMilli: totalWinMilli,
    };
  }
  return {
    grid,
    expandedGrid,
    wins,
    totalWinMilli,
    totalWin: milliToAmount(bet, totalWinMilli),
    features,
    isFree,
    nextState,
  };
}

function drawExpanding(rng: Rng): Sym {
  return EXPANDABLE[rng.int(EXPANDABLE.length)] as Sym;
}

/** Adds the expanding wins to `wins`; returns the expanded grid, or null when it does not pay. */
function expand(grid: Grid, symbol: Sym, wins: Win[]): Grid | null {
  const reels = grid.flatMap((column, reel) => (column.includes(symbol) ? [reel] : []));
  if (reels.length < expandMinimum(symbol)) return null;
  const pay = LINE_PAYS[symbol]?.[reels.length] ?? 0;
  const expanded = grid.map((column, reel) =>
    reels.includes(reel) ? column.map(() => symbol) : [...column],
  );
  LINES.forEach((rows, line) => {
    wins.push({
      kind: 'expanding',
      symbol,
      count: reels.length,
      line,
      positions: reels.map((reel) => ({ reel, row: rows[reel] as number })),
      winMilli: (pay * MILLI) / LINES.length,
    });
  });
  return expanded;
}

/** Bonus buy: the free spins straight away, for BONUS_BUY_PRICE_X bets. */
export function buyBookBonus(rng: Rng, _bet: bigint): BonusBuyOutcome<BookState> {
  const expanding = drawExpanding(rng);
  return {
    priceMilli: BONUS_BUY_PRICE_X * MILLI,
    features: [
      { kind: 'freeSpins', spins: FREE_SPINS, retrigger: false },
      { kind: 'expandingSymbol', symbol: expanding },
    ],
    nextState: { mode: 'freeSpins', remaining: FREE_SPINS, expanding, roundWinMilli: 0 },
  };
}
