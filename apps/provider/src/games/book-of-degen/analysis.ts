import {
  convolve,
  expectedLinePay,
  gridCountDistribution,
  windowCountDistribution,
} from '#provider/slots/analysis';
import {
  BONUS_BUY_PRICE_X,
  BOOK,
  BOOK_PAYS,
  EXPANDABLE,
  expandMinimum,
  FREE_SPINS,
  LINE_PAYS,
  ROWS,
  RULES,
  BASE_STRIPS,
  FREE_STRIPS,
  SYMBOLS,
  TRIGGER_BOOKS,
} from './config';

/**
 * Book of Degen's exact RTP (the 10,000× cap ignored):
 * every spin is worth lines + books (base and free spins have their own strips); a free spin adds the expanding win, whose reel count is a
 * sum of independent per-reel "shows the symbol" events; retriggers add 10 with probability t,
 * so a feature plays 10 / (1 − 10 t) spins on average.
 */
export function analyseBook() {
  const base = spinValue(BASE_STRIPS);
  const free = spinValue(FREE_STRIPS);
  const expandingRtp =
    EXPANDABLE.reduce((sum, symbol) => {
      const reels = convolve(
        FREE_STRIPS.map((strip) => windowCountDistribution(strip, ROWS, (s) => s === symbol)).map(
          (dist) => [dist[0] as number, 1 - (dist[0] as number)],
        ),
      );
      const min = expandMinimum(symbol);
      return (
        sum +
        reels.reduce((acc, p, k) => acc + (k >= min ? p * (LINE_PAYS[symbol]?.[k] ?? 0) : 0), 0)
      );
    }, 0) / EXPANDABLE.length;
  const spinsPerFeature = FREE_SPINS / (1 - FREE_SPINS * free.trigger);
  const featureValue = spinsPerFeature * (free.lineRtp + free.bookRtp + expandingRtp);
  return {
    rtp: base.lineRtp + base.bookRtp + base.trigger * featureValue,
    base,
    free,
    expandingPerFreeSpin: expandingRtp,
    spinsPerFeature,
    featureValue,
    bonusBuyRtp: featureValue / BONUS_BUY_PRICE_X,
  };
}

/** Lines and book pays of one spin on these strips, and its chance of 3+ books. */
function spinValue(strips: readonly (readonly number[])[]) {
  const lineRtp = expectedLinePay(strips, RULES, SYMBOLS.length);
  const books = gridCountDistribution(strips, ROWS, (s) => s === BOOK);
  const bookRtp = books.reduce((sum, p, k) => sum + p * (BOOK_PAYS[Math.min(k, 5)] ?? 0), 0);
  const trigger = books.slice(TRIGGER_BOOKS).reduce((a, b) => a + b, 0);
  return { lineRtp, bookRtp, trigger };
}
